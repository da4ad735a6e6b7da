import { type UIMatch, useMatches, useRouteLoaderData } from 'react-router';
import { type WhatsAppPlacement, internationalPhoneSchema, whatsAppLink } from '#contract/whatsapp.ts';
import { usePageTrail } from '#app/components/seo/page-trail.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { PAGE_NAMES } from '#contract/site-pages.ts';

/** What a page about one service exports as `handle`, so that its WhatsApp messages name the service. */
export interface WhatsAppServiceHandle {
  whatsAppService: (data: never) => { id: number; name: string };
}

const hasWhatsAppService = (handle: unknown): handle is WhatsAppServiceHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as WhatsAppServiceHandle).whatsAppService === 'function';

/** A WhatsApp link as plain data, so that an island can take it as a prop. */
export interface WhatsAppChat {
  href: string;
  /** The beacon's body, less the page's path (the page adds it): see islands/boot.ts. */
  click: string;
  /** The service the message names, if any. */
  service: string | null;
}

/**
 * The WhatsApp link of the current page, with a message in its language naming the service or the
 * page; null when the settings hold no international WhatsApp number. Server-side and in route
 * components only: islands have no router, they take the result as a prop.
 */
export function useWhatsAppChat(placement: WhatsAppPlacement): WhatsAppChat | null {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const trail = usePageTrail();
  const page = useMatches().at(-1) as UIMatch<unknown, unknown> | undefined;
  const number = root?.settings.contact.whatsapp;
  if (!root || !number || !internationalPhoneSchema.safeParse(number).success) return null;
  const service =
    page?.data && hasWhatsAppService(page.handle) ? page.handle.whatsAppService(page.data as never) : null;
  const topic = service
    ? { service: service.name }
    : trail
      ? { page: trail.at(-1)?.name ?? PAGE_NAMES['/'][root.language] }
      : null;
  return {
    href: whatsAppLink(number, root.settings.company.name, topic, root.language),
    click: JSON.stringify({ placement, ...(service ? { service_id: service.id } : {}), language: root.language }),
    service: service?.name ?? null,
  };
}
