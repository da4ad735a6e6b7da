import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CONTENT_KINDS } from '#contract/content-kinds/all-kinds.ts';
import { ITEM_PAGE_KINDS } from '#contract/content-kinds/item-pages.ts';
import { sectionSegment, ENGLISH_PREFIX } from '#contract/page-urls.ts';
import { kindRouteId } from './routes/admin/kind-route-id.ts';

/**
 * Each content kind's screens at its declaration's adminPath: the list, "new" and "edit/{id}", drawn
 * by two generic modules that read the kind from the route's id.
 */
function contentKindRoutes() {
  return CONTENT_KINDS.flatMap((kind) => {
    const path = kind.adminPath.slice('/admin/'.length);
    return [
      route(path, 'routes/admin/kind-list.tsx', { id: kindRouteId(kind.name, 'list') }),
      // The site's own pages are never created: their kind has no "new" screen.
      ...(kind.fixedItems
        ? []
        : [route(`${path}/new`, 'routes/admin/kind-form.tsx', { id: kindRouteId(kind.name, 'new') })]),
      route(`${path}/edit/:id`, 'routes/admin/kind-form.tsx', { id: kindRouteId(kind.name, 'edit') }),
    ];
  });
}

/** The public pages; `idPrefix` tells the English copy's route ids apart. */
function publicPages(idPrefix: '' | 'en/') {
  const language = idPrefix ? 'en' : 'fr';
  const page = (path: string, file: string) =>
    idPrefix ? route(path, `routes/${file}.tsx`, { id: `${idPrefix}${file}` }) : route(path, `routes/${file}.tsx`);
  // Each kind's list page, its items' pages and the files below an item, as its declaration names
  // them (ADR 0073), under the section's name in this language ("evenements", "events").
  const kindPages = ITEM_PAGE_KINDS.flatMap(({ section, listPage: { routes } }) => {
    const segment = sectionSegment(section.slice(1), language);
    return [
      page(segment, routes.list),
      page(`${segment}/:slug`, routes.item),
      ...Object.entries(routes.belowItem ?? {}).map(([name, file]) => page(`${segment}/:slug/${name}`, file)),
    ];
  });
  return [
    idPrefix ? index('routes/home.tsx', { id: `${idPrefix}home` }) : index('routes/home.tsx'),
    ...kindPages,
    page('about', 'about'),
    page('solutions', 'solutions'),
    page('clients', 'clients'),
    page('contact', 'contact'),
    page('privacy', 'privacy'),
    page('terms', 'terms'),
    page('legal', 'legal'),
    page('accessibility', 'accessibility'),
    page('help', 'help'),
    page('docs', 'docs'),
    page(sectionSegment('recherche', language), 'search'),
    page('newsletter/subscribe', 'newsletter-subscribe'),
    page('newsletter/confirm', 'newsletter-confirm'),
    page('newsletter/unsubscribe', 'newsletter-unsubscribe'),
    page('quote/:token', 'quote'),
    page('offline', 'offline'),
    page('*', 'not-found'),
  ];
}

export default [
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...contentKindRoutes(),
    route('media', 'routes/admin/media.tsx'),
    route('menus', 'routes/admin/menus.tsx'),
    route('redirects', 'routes/admin/redirects.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('job-applications', 'routes/admin/job-applications.tsx'),
    route('job-applications/:id', 'routes/admin/job-application.tsx'),
    route('reply-templates', 'routes/admin/reply-templates.tsx'),
    route('quote-settings', 'routes/admin/quote-settings.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('newsletter/issues', 'routes/admin/newsletter-issues.tsx'),
    route('newsletter/issues/new', 'routes/admin/newsletter-issue.tsx', { id: 'admin-newsletter-issue-new' }),
    route('newsletter/issues/:id', 'routes/admin/newsletter-issue.tsx', { id: 'admin-newsletter-issue' }),
    route('users', 'routes/admin/users.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('money-transfer', 'routes/admin/money-transfer.tsx'),
    route('study-abroad', 'routes/admin/study-abroad.tsx'),
    route('mail-outbox', 'routes/admin/mail-outbox.tsx'),
    route('backups', 'routes/admin/backups.tsx'),
    route('content-transfer', 'routes/admin/content-transfer.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('retention', 'routes/admin/retention.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('profile', 'routes/admin/profile.tsx', { id: 'admin-profile' }),
  ]),
  // Spec section 2 also lists /profile: the same screen inside the same signed-in layout.
  layout('routes/admin/admin-layout.tsx', { id: 'profile-layout' }, [
    route('profile', 'routes/admin/profile.tsx', { id: 'profile' }),
  ]),
  layout('routes/public-layout.tsx', publicPages('')),
  // The same pages in English under /en (design.md section 5): each language has its own URLs.
  route(ENGLISH_PREFIX.slice(1), 'routes/public-layout.tsx', { id: 'en/public-layout' }, publicPages('en/')),
] satisfies RouteConfig;
