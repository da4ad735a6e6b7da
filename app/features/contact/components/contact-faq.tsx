import { useT } from '#app/i18n/i18n-context.tsx';
import { contactMessages } from '../messages.ts';

const QUESTIONS = ['duration', 'support', 'international'] as const;

export function ContactFaq() {
  const t = useT(contactMessages);
  return (
    <section
      aria-labelledby="contact-faq-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-faq-title" className="text-2xl font-bold text-slate-900">
        {t('faq.title')}
      </h2>
      <dl className="mt-6 space-y-5">
        {QUESTIONS.map((key) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900">{t(`faq.${key}.question`)}</dt>
            <dd className="mt-1 text-slate-600">{t(`faq.${key}.answer`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
