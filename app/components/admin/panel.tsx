import type { ReactNode } from 'react';

/** A titled card of a back-office screen (a lead's follow-up, an application's notes, the week's chart). */
export function Panel({
  id,
  title,
  actions,
  className = '',
  children,
}: {
  /** The heading's id, naming the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** Beside the title (a record's remove button). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 ${className}`}
    >
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
