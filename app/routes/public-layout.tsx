import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { NewsletterForm } from '#app/features/newsletter/newsletter-form.tsx';
import type { loader as rootLoader } from '#app/root.tsx';

/** Header, main landmark and footer around every public page. */
export default function PublicLayout() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <>
      <SiteHeader services={data.navServices} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={data.settings} services={data.navServices} newsletterForm={<NewsletterForm />} />
    </>
  );
}
