import {
  Briefcase,
  CalendarDays,
  FileText,
  Files,
  FolderKanban,
  Layers,
  type LucideIcon,
  MessageSquareQuote,
  Puzzle,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { useMatches } from 'react-router';
import { type AnyContentKind, CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import type { KindNavItems } from '#app/components/admin/admin-nav-items.ts';
import { kindNameOfRouteId } from './kind-route-id.ts';

type KindName = AnyContentKind['name'];

/**
 * What the back office shows of a content kind besides its declaration: its list and form screens
 * (each its own script, loaded when the screen is opened), and its place and icon in the navigation.
 * The routes (routes.ts) and the navigation's entries are drawn from the declarations and this table.
 */
export interface KindScreens {
  List: ComponentType;
  Form: ComponentType<{ id: number | null }>;
  icon: LucideIcon;
  /** The navigation's group: the site's content, or what comes in from visitors. */
  group: 'content' | 'inbox';
}

/** A screen exported by name from its module, loaded on first use. */
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export const KIND_SCREENS: Record<KindName, KindScreens> = {
  pages: {
    List: screen(async () => (await import('#app/features/pages/admin/page-screens.tsx')).PagesListScreen),
    Form: screen(async () => (await import('#app/features/pages/admin/page-screens.tsx')).PageFormScreen),
    icon: Files,
    group: 'content',
  },
  services: {
    List: screen(
      async () => (await import('#app/features/services/admin/services-list-screen.tsx')).ServicesListScreen,
    ),
    Form: screen(async () => (await import('#app/features/services/admin/service-form-screen.tsx')).ServiceFormScreen),
    icon: Layers,
    group: 'content',
  },
  projects: {
    List: screen(
      async () => (await import('#app/features/portfolio/admin/projects-list-screen.tsx')).ProjectsListScreen,
    ),
    Form: screen(async () => (await import('#app/features/portfolio/admin/project-form-screen.tsx')).ProjectFormScreen),
    icon: FolderKanban,
    group: 'content',
  },
  blog: {
    List: screen(async () => (await import('#app/features/blog/admin/blog-list-screen.tsx')).BlogListScreen),
    Form: screen(async () => (await import('#app/features/blog/admin/blog-form-screen.tsx')).BlogFormScreen),
    icon: FileText,
    group: 'content',
  },
  solutions: {
    List: screen(
      async () => (await import('#app/features/solutions/admin/solutions-list-screen.tsx')).SolutionsListScreen,
    ),
    Form: screen(
      async () => (await import('#app/features/solutions/admin/solution-form-screen.tsx')).SolutionFormScreen,
    ),
    icon: Puzzle,
    group: 'content',
  },
  clients: {
    List: screen(async () => (await import('#app/features/clients/admin/clients-list-screen.tsx')).ClientsListScreen),
    Form: screen(async () => (await import('#app/features/clients/admin/client-form-screen.tsx')).ClientFormScreen),
    icon: Briefcase,
    group: 'content',
  },
  team: {
    List: screen(async () => (await import('#app/features/team/admin/team-list-screen.tsx')).TeamListScreen),
    Form: screen(
      async () => (await import('#app/features/team/admin/team-member-form-screen.tsx')).TeamMemberFormScreen,
    ),
    icon: UsersRound,
    group: 'content',
  },
  careers: {
    List: screen(async () => (await import('#app/features/careers/admin/careers-list-screen.tsx')).CareersListScreen),
    Form: screen(async () => (await import('#app/features/careers/admin/career-form-screen.tsx')).CareerFormScreen),
    icon: UserRound,
    group: 'content',
  },
  events: {
    List: screen(async () => (await import('#app/features/events/admin/event-screens.tsx')).EventsListScreen),
    Form: screen(async () => (await import('#app/features/events/admin/event-screens.tsx')).EventFormScreen),
    icon: CalendarDays,
    group: 'content',
  },
  testimonials: {
    List: screen(
      async () =>
        (await import('#app/features/testimonials/admin/testimonials-list-screen.tsx')).TestimonialsListScreen,
    ),
    Form: screen(
      async () => (await import('#app/features/testimonials/admin/testimonial-form-screen.tsx')).TestimonialFormScreen,
    ),
    icon: MessageSquareQuote,
    group: 'inbox',
  },
};

/** The screens of the content kind whose route is open (kindRouteId in routes.ts). */
export function useKindScreens(): KindScreens {
  const id = useMatches().at(-1)?.id ?? '';
  const name = kindNameOfRouteId(id);
  const screens = name !== null && Object.hasOwn(KIND_SCREENS, name) ? KIND_SCREENS[name as KindName] : undefined;
  if (!screens) throw new Error(`no content kind's screens for the route ${id}`);
  return screens;
}

/** Each kind's entry in the back office's navigation: its declaration's label and list, and its icon here. */
export const KIND_NAV: KindNavItems = (() => {
  const items: KindNavItems = { content: [], inbox: [] };
  for (const [name, screens] of Object.entries(KIND_SCREENS)) {
    const kind = CONTENT_KINDS.find((candidate) => candidate.name === name);
    if (!kind) continue;
    items[screens.group].push({
      to: kind.adminPath,
      label: kind.label,
      icon: screens.icon,
      need: kind.roles.includes('editor') ? 'content' : 'admin',
    });
  }
  return items;
})();
