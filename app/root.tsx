import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LANGUAGE } from '#contract/languages.ts';
import { PageSpinner } from '#app/components/layout/page-spinner.tsx';
import { I18nProvider } from '#app/i18n/i18n-context.tsx';
import { translate } from '#app/i18n/translate.ts';
import type { Route } from './+types/root';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    language: context.language,
    nonce: context.nonce,
    settings: await context.content.settings(context.language),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? DEFAULT_LANGUAGE;
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {translate(language, 'nav.skip_to_content')}
        </a>
        <I18nProvider language={language}>{children}</I18nProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  useEffect(() => {
    // Lets tests and monitoring see that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {navigation.state === 'loading' && !navigation.formMethod ? <PageSpinner /> : null}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? translate(language, 'not_found.title') : `Erreur ${status}`;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-3xl font-bold">{title}</h1>
      <a className="font-semibold text-brand-700 underline" href="/">
        {translate(language, 'not_found.back_home')}
      </a>
    </main>
  );
}
