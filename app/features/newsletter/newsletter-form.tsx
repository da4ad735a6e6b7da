import { type FormEvent, useState } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { useSubscribeNewsletter } from './use-subscribe-newsletter.ts';
import { localizedPath } from '#contract/page-urls.ts';

/** The page a newsletter form posts to without JavaScript, which answers it (ADR 0070). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/newsletter/subscribe';

const TONES = {
  // In the footer, on the dark band.
  dark: {
    label: 'text-sm text-slate-300',
    input:
      'min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-900 px-3 py-2 text-white placeholder:text-slate-400',
    success: 'text-emerald-300',
    error: 'text-red-300',
  },
  // On a page: a section staff placed, or the subscription page.
  light: {
    label: 'text-sm font-medium text-slate-800',
    input:
      'min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500',
    success: 'text-emerald-800',
    error: 'text-red-700',
  },
} as const;

/**
 * A required email posted to /api/newsletter, with a confirmation and an error state. Without
 * JavaScript it posts to the subscription page. `idPrefix` keeps two forms of a page apart.
 */
export function NewsletterForm({
  idPrefix = 'newsletter',
  tone = 'dark',
  initialEmail = '',
}: {
  idPrefix?: string;
  tone?: keyof typeof TONES;
  initialEmail?: string;
}) {
  const t = useT(commonMessages);
  const { language } = useLanguage();
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;
  const classes = TONES[tone];
  const [email, setEmail] = useState(initialEmail);
  const subscribe = useSubscribeNewsletter(language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate({ email }, { onSuccess: () => setEmail('') });
  };

  return (
    <form
      method="post"
      action={localizedPath(NEWSLETTER_SUBSCRIBE_PATH, language)}
      onSubmit={onSubmit}
      className="mt-4"
      aria-describedby={statusId}
    >
      <label htmlFor={inputId} className={classes.label}>
        {t('footer.newsletter.email_label')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.newsletter.placeholder')}
          className={classes.input}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-slate-950 hover:bg-accent-400 disabled:opacity-70"
        >
          {subscribe.isPending ? t('footer.newsletter.sending') : t('footer.newsletter.submit')}
        </button>
      </div>
      <p id={statusId} role="status" className="mt-2 min-h-5 text-sm">
        {subscribe.isSuccess ? <span className={classes.success}>{t('footer.newsletter.success')}</span> : null}
        {subscribe.isError ? <span className={classes.error}>{t('footer.newsletter.error')}</span> : null}
      </p>
    </form>
  );
}
