import type { ReactNode } from 'react';

/** The coloured band at the top of every inner page, holding its h1. */
export function PageHero({
  title,
  subtitle,
  badge,
  children,
}: {
  title: string;
  subtitle?: string;
  badge?: string;
  children?: ReactNode;
}) {
  // Printers drop the dark background, so its white text turns black on paper.
  return (
    <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white print:**:text-black">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        {badge ? (
          <p className="mb-4 inline-flex rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-sm font-medium">
            {badge}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-5 max-w-2xl text-lg text-blue-100">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
