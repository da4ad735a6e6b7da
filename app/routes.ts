import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** A list and one form module for "new" and "edit/{id}" (the form reads the id from the URL). */
function contentRoutes(path: string, list: string, form: string) {
  return [
    route(path, `routes/admin/${list}.tsx`),
    route(`${path}/new`, `routes/admin/${form}.tsx`, { id: `admin-${path}-new` }),
    route(`${path}/edit/:id`, `routes/admin/${form}.tsx`, { id: `admin-${path}-edit` }),
  ];
}

export default [
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...contentRoutes('services', 'services', 'service-form'),
    ...contentRoutes('portfolio', 'portfolio', 'project-form'),
    ...contentRoutes('blog', 'blog', 'blog-form'),
    ...contentRoutes('testimonials', 'testimonials', 'testimonial-form'),
    ...contentRoutes('careers', 'careers', 'career-form'),
    ...contentRoutes('solutions', 'solutions', 'solution-form'),
    ...contentRoutes('clients', 'clients', 'client-form'),
    ...contentRoutes('team', 'team', 'team-member-form'),
    route('messages', 'routes/admin/messages.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('mail-outbox', 'routes/admin/mail-outbox.tsx'),
    route('audit-log', 'routes/admin/audit-log.tsx'),
    route('profile', 'routes/admin/profile.tsx', { id: 'admin-profile' }),
  ]),
  // Spec section 2 also lists /profile: the same screen inside the same signed-in layout.
  layout('routes/admin/admin-layout.tsx', { id: 'profile-layout' }, [
    route('profile', 'routes/admin/profile.tsx', { id: 'profile' }),
  ]),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/:slug', 'routes/service-detail.tsx'),
    route('solutions', 'routes/solutions.tsx'),
    route('clients', 'routes/clients.tsx'),
    route('portfolio', 'routes/portfolio.tsx'),
    route('portfolio/:projectId', 'routes/project-detail.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:articleId', 'routes/blog-article.tsx'),
    route('careers', 'routes/careers.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('help', 'routes/help.tsx'),
    route('docs', 'routes/docs.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
