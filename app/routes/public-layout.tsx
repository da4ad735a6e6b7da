import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { PageError } from '#app/components/layout/page-error.tsx';
import { BreadcrumbStructuredData } from '#app/components/seo/breadcrumb-structured-data.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import SiteHeader from '#app/components/layout/site-header.island.tsx';
import { useLanguageHrefs } from '#app/components/layout/language-links.tsx';
import NewsletterForm from '#app/features/newsletter/newsletter-form.island.tsx';
import { useWhatsAppChat } from '#app/components/whatsapp/use-whatsapp-chat.ts';
import { errorPageMeta } from '#app/lib/not-found-meta.ts';
import type { loader as rootLoader } from '#app/root.tsx';
import { NotFoundPage } from './page-sections.tsx';

/** Pages name their own title; an error caught here (a 503) gets one too. */
export const meta = errorPageMeta;

/** Header, main landmark and footer around every public page. */
export default function PublicLayout() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const whatsApp = useWhatsAppChat('header');
  const languageHrefs = useLanguageHrefs();
  if (!data) return <Outlet />;
  return (
    <>
      <SiteHeader
        links={data.menus.header}
        services={data.navServices}
        whatsApp={whatsApp}
        languageHrefs={languageHrefs}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {data.rejectedStatus === null ? (
          <>
            <BreadcrumbStructuredData />
            <Outlet />
          </>
        ) : (
          <PageError status={data.rejectedStatus} />
        )}
      </main>
      <SiteFooter
        settings={data.settings}
        columns={data.menus.footer}
        services={data.navServices}
        newsletterForm={<NewsletterForm />}
      />
    </>
  );
}

/** A page's error (a 404 thrown by its loader, when it has no boundary of its own) keeps the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const whatsApp = useWhatsAppChat('header');
  const languageHrefs = useLanguageHrefs();
  if (!data) throw error;
  return (
    <>
      <SiteHeader
        links={data.menus.header}
        services={data.navServices}
        whatsApp={whatsApp}
        languageHrefs={languageHrefs}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFoundPage found={error.data} />
        ) : (
          <PageError status={isRouteErrorResponse(error) ? error.status : 500} />
        )}
      </main>
      <SiteFooter
        settings={data.settings}
        columns={data.menus.footer}
        services={data.navServices}
        newsletterForm={<NewsletterForm />}
      />
    </>
  );
}
