import { data } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { newsletterPageMessages } from '#app/features/newsletter/messages.ts';
import { NewsletterNotice, newsletterLinkOf } from '#app/features/newsletter/newsletter-notice.tsx';
import type { Language } from '#contract/languages.ts';
import type { FormResult } from '#contract/page-context.ts';
import type { NewsletterConfirmationState } from '#contract/schemas/newsletter.ts';
import type { Route } from './+types/newsletter-confirm';

type Outcome = NewsletterConfirmationState | 'invalid' | 'failed';

function answer(language: Language, email: string | undefined, result: FormResult<NewsletterConfirmationState>) {
  if (result.ok) return data({ language, outcome: result.data as Outcome, email: email ?? '', message: null });
  const invalid = result.status === 404 || result.status === 422;
  return data(
    { language, outcome: invalid ? ('invalid' as Outcome) : ('failed' as Outcome), email: '', message: result.message },
    { status: invalid ? 404 : result.status },
  );
}

/**
 * A link mail scanners may open: reading it only asks, with a button (ADR 0024). An address already
 * confirmed, or no longer pending, is told so; a link not ours is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = newsletterLinkOf(request);
  return answer(context.language, link.email, await context.forms.newsletterConfirmationState(link));
}

/** The button: the signed link in the address is the proof, the post confirms. */
export async function action({ request, context }: Route.ActionArgs) {
  const link = newsletterLinkOf(request);
  return answer(context.language, link.email, await context.forms.newsletterConfirm(link));
}

/** Each answer is about one visitor's address: never kept by a cache. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? 'fr';
  const outcome = loaderData?.outcome ?? 'invalid';
  const page = outcome === 'failed' ? 'invalid' : outcome === 'pending' ? 'confirm' : outcome;
  return [
    { title: translate(newsletterPageMessages, language, `${page}.meta_title`) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPageMessages);
  const { outcome, email, message } = actionData ?? loaderData;
  if (outcome === 'pending') {
    return (
      <NewsletterNotice
        tone="question"
        title={t('confirm.title')}
        action={
          <form method="post">
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('confirm.button')}
            </button>
          </form>
        }
      >
        <p>{t('confirm.text', { email })}</p>
      </NewsletterNotice>
    );
  }
  if (outcome === 'confirmed') {
    return (
      <NewsletterNotice tone="success" title={t('confirmed.title')}>
        <p>{t('confirmed.text', { email })}</p>
      </NewsletterNotice>
    );
  }
  if (outcome === 'expired') {
    return (
      <NewsletterNotice tone="refusal" title={t('expired.title')}>
        <p>{t('expired.text')}</p>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice tone="refusal" title={t(outcome === 'invalid' ? 'invalid.title' : 'failed.title')}>
      <p role="alert">{message}</p>
      {outcome === 'invalid' ? <p>{t('invalid.text')}</p> : null}
    </NewsletterNotice>
  );
}
