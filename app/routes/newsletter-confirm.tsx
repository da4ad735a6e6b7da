import { data } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { newsletterPageMessages } from '#app/features/newsletter/messages.ts';
import { NewsletterNotice, newsletterLinkOf } from '#app/features/newsletter/newsletter-notice.tsx';
import type { Route } from './+types/newsletter-confirm';

/** Following the link of the confirmation mail confirms (double opt-in, ADR 0024); a link not ours is refused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = newsletterLinkOf(request);
  const result = await context.forms.newsletterConfirm(link);
  const { language } = context;
  if (result.ok) return { language, outcome: result.data, email: link.email ?? '', message: null };
  const invalid = result.status === 404 || result.status === 422;
  return data(
    { language, outcome: invalid ? ('invalid' as const) : ('failed' as const), email: '', message: result.message },
    { status: invalid ? 404 : result.status },
  );
}

/** Each answer is about one visitor's address: never kept by a cache. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? 'fr';
  const outcome = loaderData?.outcome === 'failed' ? 'invalid' : (loaderData?.outcome ?? 'invalid');
  return [
    { title: translate(newsletterPageMessages, language, `${outcome}.meta_title`) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT(newsletterPageMessages);
  const { outcome, email, message } = loaderData;
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
