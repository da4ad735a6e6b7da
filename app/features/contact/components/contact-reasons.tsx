import { Clock, MapPin, MessageSquare } from 'lucide-react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { contactMessages } from '../messages.ts';

const REASONS = [
  { key: 'consultation', Icon: MessageSquare },
  { key: 'fast', Icon: Clock },
  { key: 'local', Icon: MapPin },
] as const;

export function ContactReasons() {
  const t = useT(contactMessages);
  return (
    <section aria-labelledby="contact-reasons-title" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="contact-reasons-title" className="text-2xl font-bold">
        {t('why.title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {REASONS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`why.${key}.title`)}</h3>
              <p className="mt-1 text-blue-100">{t(`why.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
