import type { PublicService } from '#contract/schemas/service.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { servicesMessages } from '../messages.ts';

/** "Notre méthode": the numbered steps of the service. */
export function ServiceProcess({ steps }: { steps: PublicService['process'] }) {
  const t = useT(servicesMessages);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="service-process-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <h2 id="service-process-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('detail.process')}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
