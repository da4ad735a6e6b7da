import { type ComponentType, lazy } from 'react';
import { useMatches } from 'react-router';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { KindNavItems } from '#app/components/admin/admin-nav-items.ts';
import { NAVIGATION_ICON_GLYPHS } from '#app/components/admin/navigation-icons.ts';
import { kindNameOfRouteId } from './kind-route-id.ts';

/** What the back office shows of a content kind besides its declaration: its list and form screens. */
export interface KindScreens {
  List: ComponentType;
  Form: ComponentType<{ id: number | null }>;
}

interface ScreensModule {
  List: ComponentType;
  Form: ComponentType<{ id: number | null }>;
}

/**
 * Each kind's screens live in `app/features/{feature}/admin/{kind}-screens.tsx` (ADR 0073): found by
 * the file's name, each loaded as its own script when one of its screens is first opened. No list of
 * kinds is kept here.
 */
const SCREEN_MODULES = import.meta.glob<ScreensModule>('/app/features/*/admin/*-screens.tsx');

function screensOf(kindName: string): KindScreens | undefined {
  const file = Object.keys(SCREEN_MODULES).find((path) => path.endsWith(`/admin/${kindName}-screens.tsx`));
  if (!file) return undefined;
  const load = SCREEN_MODULES[file]!;
  return {
    List: lazy(async () => ({ default: (await load()).List })),
    Form: lazy(async () => ({ default: (await load()).Form })),
  };
}

const KIND_SCREENS = new Map<string, KindScreens>(
  CONTENT_KINDS.flatMap((kind) => {
    const screens = screensOf(kind.name);
    return screens ? [[kind.name, screens] as const] : [];
  }),
);

/** The screens of the content kind whose route is open (kindRouteId in routes.ts). */
export function useKindScreens(): KindScreens {
  const id = useMatches().at(-1)?.id ?? '';
  const name = kindNameOfRouteId(id);
  const screens = name === null ? undefined : KIND_SCREENS.get(name);
  if (!screens) throw new Error(`no content kind's screens for the route ${id}`);
  return screens;
}

/** Each kind's entry in the back office's navigation: its declaration's label, list, icon and group. */
export const KIND_NAV: KindNavItems = (() => {
  const items: KindNavItems = { content: [], inbox: [] };
  // The site's own pages first, then the kinds in the order of their registry (all-kinds.ts).
  const kinds = [...CONTENT_KINDS].sort((a, b) => Number(!!b.fixedItems) - Number(!!a.fixedItems));
  for (const kind of kinds) {
    if (!KIND_SCREENS.has(kind.name)) continue;
    items[kind.navigation.group].push({
      to: kind.adminPath,
      label: kind.label,
      icon: NAVIGATION_ICON_GLYPHS[kind.navigation.icon],
      need: kind.roles.includes('editor') ? 'content' : 'admin',
    });
  }
  return items;
})();
