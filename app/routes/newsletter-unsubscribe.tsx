import { data } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { newsletterPageMessages } from '#app/features/newsletter/messages.ts';
import { NewsletterNotice, newsletterLinkOf } from '#app/features/newsletter/newsletter-notice.tsx';
import type { Language } from '#contract/languages.ts';
import type { FormResult } from '#contract/page-context.ts';
import type { Route } from './+types/newsletter-unsubscribe';

type Outcome = 'unsubscribe' | 'unsubscribed' | 'invalid' | 'failed';

function answer(language: Language, email: string | undefined, result: FormResult<null>, success: Outcome) {
  if (result.ok) return data({ language, outcome: success, email: email ?? '', message: null });
  const invalid = result.status === 404 || result.status === 422;
  return data(
    { language, outcome: invalid ? ('invalid' as Outcome) : ('failed' as Outcome), email: '', message: result.message },
    { status: invalid ? 404 : result.status },
  );
}

/**
 * A link mail scanners may open: reading it only asks. The address leaves the list on a POST, from
 * this page's button or from a mail program's one-click unsubscribe (RFC 8058, List-Unsubscribe-Post).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = newsletterLinkOf(request);
  return answer(context.language, link.email, await context.forms.newsletterCheckUnsubscribe(link), 'unsubscribe');
}

/** The signed link is the proof: any POST to it unsubscribes, whatever its body ("List-Unsubscribe=One-Click"). */
export async function action({ request, context }: Route.ActionArgs) {
  const link = newsletterLinkOf(request);
  return answer(context.language, link.email, await context.forms.newsletterUnsubscribe(link), 'unsubscribed');
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? 'fr';
  const outcome = loaderData?.outcome === 'unsubscribe' ? 'unsubscribe' : 'invalid';
  return [
    { title: translate(newsletterPageMessages, language, `${outcome}.meta_title`) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPageMessages);
  const { outcome, email, message } = actionData ?? loaderData;
  if (outcome === 'unsubscribed') {
    return (
      <NewsletterNotice tone="success" title={t('unsubscribed.title')}>
        <p>{t('unsubscribed.text', { email })}</p>
      </NewsletterNotice>
    );
  }
  if (outcome === 'unsubscribe') {
    return (
      <NewsletterNotice
        tone="question"
        title={t('unsubscribe.title')}
        action={
          <form method="post">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t('unsubscribe.button')}
            </button>
          </form>
        }
      >
        <p>{t('unsubscribe.text', { email })}</p>
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
