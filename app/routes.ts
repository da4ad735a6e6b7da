import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
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
