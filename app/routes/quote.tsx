import { data, redirect } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { NewsletterNotice } from '#app/features/newsletter/newsletter-notice.tsx';
import { quotePageMessages } from '#app/features/quotes/messages.ts';
import { QuotePage } from '#app/features/quotes/quote-page.tsx';
import { readFormData } from '#app/lib/read-form-data.ts';
import type { Language } from '#contract/languages.ts';
import type { FormResult } from '#contract/page-context.ts';
import { type ClientQuote, quotePagePath } from '#contract/schemas/quote.ts';
import type { Route } from './+types/quote';

type Answer = { language: Language; token: string; quote: ClientQuote | null; error: string | null; failed: boolean };

/** The page's data from the quote's answer: not found (a draft, a wrong link) is a 404 with its own page. */
function answer(language: Language, token: string, result: FormResult<ClientQuote>, error: string | null = null) {
  if (result.ok) return data<Answer>({ language, token, quote: result.data, error, failed: false });
  const missing = result.status === 404 || result.status === 422;
  return data<Answer>(
    { language, token, quote: null, error: result.message, failed: !missing },
    { status: missing ? 404 : result.status },
  );
}

/**
 * A client's quote, by the secret in its address (ADR 0058). It is shown in its own language: the
 * other language's address leads there.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.forms.quote(params.token);
  if (result.ok && result.data.language !== context.language)
    throw redirect(quotePagePath(params.token, result.data.language));
  return answer(context.language, params.token, result);
}

/** The client's answer, posted by the page's form (no JavaScript needed). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const decided = await context.forms.quoteDecision(params.token, {
    decision: form?.get('decision') ?? undefined,
    note: form?.get('note') ?? undefined,
  });
  if (decided.ok) return answer(context.language, params.token, decided);
  // Refused (already answered, expired): the quote as it stands, and why.
  const current = await context.forms.quote(params.token);
  const shown = answer(context.language, params.token, current, decided.message);
  return current.ok ? data(shown.data, { status: decided.status }) : shown;
}

/**
 * One client's quote: never kept by a cache, its address never sent to another site. `same-origin`,
 * not `no-referrer`: with the latter the browser posts the answer with `Origin: null`, refused as a
 * forged post.
 */
export function headers() {
  return { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? 'fr';
  const number = loaderData?.quote?.number;
  return [
    {
      title: number
        ? translate(quotePageMessages, language, 'meta.title', { number })
        : translate(quotePageMessages, language, 'meta.not_found'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(quotePageMessages);
  const { quote, token, error, failed } = actionData ?? loaderData;
  if (quote) return <QuotePage quote={quote} token={token} error={error} />;
  return (
    <NewsletterNotice tone="refusal" title={t(failed ? 'failed.title' : 'not_found.title')}>
      {failed ? <p role="alert">{error}</p> : <p>{t('not_found.text')}</p>}
    </NewsletterNotice>
  );
}
