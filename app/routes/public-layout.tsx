import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { LanguageSwitcher } from '#app/components/layout/language-switcher.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { NewsletterForm } from '#app/features/newsletter/newsletter-form.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import type { loader as rootLoader } from '#app/root.tsx';

/** Header, main landmark and footer around every public page. */
export default function PublicLayout() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <>
      <SiteHeader services={data.navServices} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={data.settings} services={data.navServices} newsletterForm={<NewsletterForm />} />
    </>
  );
}

/** A page's error (a 404 thrown by its loader, when it has no boundary of its own) keeps the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw error;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <SiteHeader services={data.navServices} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageError notFound={notFound} />
      </main>
      <SiteFooter settings={data.settings} services={data.navServices} newsletterForm={<NewsletterForm />} />
    </>
  );
}

function PageError({ notFound }: { notFound: boolean }) {
  const t = useT(commonMessages);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t(notFound ? 'not_found.title' : 'error.title')}</h1>
      <p className="text-slate-600">{t(notFound ? 'not_found.description' : 'error.description')}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t('not_found.back_home')}
      </Link>
      {notFound ? <LanguageSwitcher /> : null}
    </section>
  );
}
