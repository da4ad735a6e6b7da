import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { WEB_APP_MANIFEST_PATH } from '#contract/constants.ts';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { PicturesAfterFirstPaint } from '#app/components/ui/after-first-paint.tsx';
import { translate } from '#app/i18n/define-messages.ts';
import { errorTexts } from '#app/i18n/error-texts.ts';
import { I18nProvider } from '#app/i18n/i18n-provider.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { IslandsOnPage } from '#app/islands/define-island.tsx';
import { DEFERRED_PICTURE_ATTRIBUTE } from '#app/islands/deferred-pictures.ts';
import { IslandScripts } from '#app/islands/island-scripts.tsx';
import { createQueryClient } from '#app/lib/api/query-client.ts';
import { LightModeContext } from '#app/lib/light-mode.tsx';
import { PageLocationContext } from '#app/lib/page-location.tsx';
import type { Route } from './+types/root';
import favicon from '../public/favicon.svg?raw';
import './app.css';
import { localizedPath, splitLanguagePath } from '#contract/page-urls.ts';

/** public/favicon.svg as a data URL, written compactly (a few characters escaped, not base64). */
const FAVICON_DATA_URL = `data:image/svg+xml,${favicon.trim().replace(/["#<>]/g, encodeURIComponent)}`;

export async function loader({ context }: Route.LoaderArgs) {
  const { language, content } = context;
  const [settings, services, menus] = await Promise.all([
    content.settings(language),
    content.services.all(language),
    content.menus(language),
  ]);
  return {
    language,
    // PUBLIC_URL, never the request's Host header: canonical, hreflang and Open Graph URLs start with it.
    origin: context.publicOrigin,
    document: context.document,
    light: context.light,
    preview: context.preview,
    nonce: context.nonce,
    /** The server refused the request (a body over the limit, a form from another site): pages show why. */
    rejectedStatus: context.rejectedStatus,
    islands: context.islands,
    settings,
    navServices: services.map((service) => ({ slug: service.slug, name: service.name })),
    menus,
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Settings and the service list change only with the language or after a form post.
  const languageOf = (url: URL) => splitLanguagePath(url.pathname).language;
  if (languageOf(currentUrl) !== languageOf(nextUrl)) return true;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : false;
}

/** The page's language: the root loader's, or the URL's when that loader failed (the database out of reach). */
function useDocumentLanguage() {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  return data?.language ?? splitLanguagePath(pathname).language;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = useDocumentLanguage();
  const [islandsOnPage] = useState(() => new Set<string>());
  return (
    <html lang={language} dir="ltr" data-light-mode={data?.light ? 'on' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        {/* In the page: the icon is the one request a browser would make before its first paint. */}
        <link rel="icon" href={FAVICON_DATA_URL} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* A public page names its manifest once loaded, with its service worker (islands/runtime.ts). */}
        {data?.document ? null : <link rel="manifest" href={WEB_APP_MANIFEST_PATH} />}
        <Meta />
        {data?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Links />
        {data?.document ? (
          // Without script the pictures that wait for the first paint are shown by their <noscript>.
          <noscript>
            <style>{`img[${DEFERRED_PICTURE_ATTRIBUTE}]{display:none}`}</style>
          </noscript>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {translate(commonMessages, language, 'skip_to_content')}
        </a>
        {data?.preview ? (
          <p className="sticky top-0 z-50 bg-amber-300 px-4 py-2 text-center text-sm text-slate-950">
            <strong>{translate(commonMessages, language, 'preview.label')}</strong> —{' '}
            {translate(commonMessages, language, 'preview.text')}
          </p>
        ) : null}
        <IslandsOnPage.Provider value={islandsOnPage}>
          <PicturesAfterFirstPaint.Provider value={Boolean(data?.document)}>
            {children}
          </PicturesAfterFirstPaint.Provider>
        </IslandsOnPage.Provider>
        {/* Public pages are documents: no router in the browser, only their islands' JavaScript. */}
        {data?.document ? (
          <IslandScripts assets={data.islands} onPage={islandsOnPage} />
        ) : (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const pageLocation = useMemo(() => ({ pathname, search }), [pathname, search]);
  useEffect(() => {
    // Lets tests and monitoring see that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={loaderData.language}>
        <PageLocationContext.Provider value={pageLocation}>
          <LightModeContext.Provider value={loaderData.light}>
            {navigation.state === 'loading' && !navigation.formMethod ? <PageSpinner /> : null}
            <Outlet />
          </LightModeContext.Provider>
        </PageLocationContext.Provider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const language = useDocumentLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = errorTexts(status);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-3xl font-bold">{translate(commonMessages, language, texts.title)}</h1>
      {status === 404 ? null : <p>{translate(commonMessages, language, texts.description)}</p>}
      <a className="font-semibold text-brand-700 underline" href={localizedPath('/', language)}>
        {translate(commonMessages, language, 'not_found.back_home')}
      </a>
    </main>
  );
}
