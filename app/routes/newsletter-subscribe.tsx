import { data } from 'react-router';
import { translate } from '#app/i18n/define-messages.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { newsletterPageMessages } from '#app/features/newsletter/messages.ts';
import { NewsletterForm } from '#app/features/newsletter/newsletter-form.tsx';
import { NewsletterNotice } from '#app/features/newsletter/newsletter-notice.tsx';
import { readFormData } from '#app/lib/read-form-data.ts';
import type { Route } from './+types/newsletter-subscribe';

type Answer = { outcome: 'subscribed'; message: null } | { outcome: 'refused'; email: string; message: string };

export const loader = ({ context }: Route.LoaderArgs) => ({ language: context.language });

/**
 * A newsletter form posted without JavaScript (the footer's, or a section's): the same service,
 * schema and rate limit as POST /api/newsletter; the confirmation mail follows (double opt-in).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = form?.get('email');
  const typed = typeof email === 'string' ? email.trim() : '';
  const sent = await context.forms.newsletter({ email: typed });
  if (sent.ok) return data<Answer>({ outcome: 'subscribed', message: null });
  const message =
    sent.status === 422 ? translate(commonMessages, context.language, 'footer.newsletter.error') : sent.message;
  return data<Answer>({ outcome: 'refused', email: typed, message }, { status: sent.status });
}

/** Each answer is about one visitor's address: never kept by a cache. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const language = loaderData?.language ?? 'fr';
  return [
    { title: translate(newsletterPageMessages, language, 'subscribe.meta_title') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const t = useT(newsletterPageMessages);
  const common = useT(commonMessages);
  if (actionData?.outcome === 'subscribed') {
    return (
      <NewsletterNotice tone="success" title={t('subscribed.title')}>
        <p role="status">{common('footer.newsletter.success')}</p>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice
      tone={actionData ? 'refusal' : 'question'}
      title={t('subscribe.title')}
      action={
        <div className="w-full max-w-md text-left">
          <NewsletterForm idPrefix="newsletter-page" tone="light" initialEmail={actionData?.email ?? ''} />
        </div>
      }
    >
      <p>{common('footer.newsletter.description')}</p>
      {actionData ? (
        <p role="alert" className="font-semibold text-red-700">
          {actionData.message}
        </p>
      ) : null}
    </NewsletterNotice>
  );
}
