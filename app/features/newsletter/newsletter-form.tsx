import { type FormEvent, useState } from 'react';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { useSubscribeNewsletter } from './use-subscribe-newsletter.ts';

/** Footer sign-up: a required email posted to /api/newsletter, with a confirmation and an error state. */
export function NewsletterForm() {
  const t = useT(commonMessages);
  const { language } = useLanguage();
  const inputId = 'newsletter-email';
  const statusId = 'newsletter-status';
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter(language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate({ email }, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={onSubmit} className="mt-4" aria-describedby={statusId}>
      <label htmlFor={inputId} className="text-sm text-slate-300">
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
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-900 px-3 py-2 text-white placeholder:text-slate-400"
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
        {subscribe.isSuccess ? <span className="text-emerald-300">{t('footer.newsletter.success')}</span> : null}
        {subscribe.isError ? <span className="text-red-300">{t('footer.newsletter.error')}</span> : null}
      </p>
    </form>
  );
}
