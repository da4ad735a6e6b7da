import { Globe2, Headset, Lightbulb, type LucideIcon, MapPin } from 'lucide-react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { homeMessages } from '../messages.ts';

const REASONS: { key: 'local' | 'global' | 'innovation' | 'support'; Icon: LucideIcon }[] = [
  { key: 'local', Icon: MapPin },
  { key: 'global', Icon: Globe2 },
  { key: 'innovation', Icon: Lightbulb },
  { key: 'support', Icon: Headset },
];

/** Four reasons to work with the company. */
export function WhyChooseUsSection() {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="why-title" className="bg-white py-10 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="why-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t('why.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{t('why.subtitle')}</p>
        {/* Two columns even on a phone: four short reasons, not a column of four tall cards. */}
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-6 lg:grid-cols-4">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl p-4 ring-1 ring-slate-200 sm:p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-500 text-slate-950 sm:size-12">
                <Icon aria-hidden="true" className="size-5 sm:size-6" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900 sm:mt-4 sm:text-lg">{t(`why.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{t(`why.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
