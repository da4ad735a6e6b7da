import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { ApiError } from '#app/lib/api/api-error.ts';
import { AdminPage } from './admin-page.tsx';
import { buttonClass } from './buttons.ts';

/**
 * A screen showing one record (a message, an application, a mail) with a way back to its list:
 * until the record is there, the reason it cannot be shown (gone, or failed to load) or a
 * placeholder while it loads; then the record under its title.
 */
export function RecordScreen<Record>({
  detail,
  back,
  listTitle,
  texts,
  title,
  children,
}: {
  /** The record's read (useAdminDetail). */
  detail: { data: Record | undefined; isError: boolean; error: unknown };
  /** The list it was opened from, as it was (its search and filters). */
  back: { to: string; label: string };
  /** The screen's title until the record is there. */
  listTitle: string;
  texts: { notFound: string; loadError: string; loading: string };
  title: (record: Record) => string;
  children: (record: Record) => ReactNode;
}) {
  const actions = (
    <Link to={back.to} className={buttonClass.secondary}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </Link>
  );
  const record = detail.data;
  if (!detail.isError && record !== undefined) {
    return (
      <AdminPage title={title(record)} actions={actions}>
        {children(record)}
      </AdminPage>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <AdminPage title={listTitle} actions={actions}>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {missing ? texts.notFound : texts.loadError}
        </p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={listTitle} actions={actions}>
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </AdminPage>
  );
}

/** A record's card: its badges, its facts and what was written. */
export function RecordCard({ children }: { children: ReactNode }) {
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{children}</article>
  );
}

/** A record's facts as label and value, those without a value left out; `children` adds rows of its own. */
export function RecordFacts({ facts, children }: { facts: [string, ReactNode][]; children?: ReactNode }) {
  return (
    <dl className="flex flex-col gap-3 text-sm sm:grid sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <RecordFact key={label} label={label}>
            {value}
          </RecordFact>
        ))}
      {children}
    </dl>
  );
}

export function RecordFact({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 sm:contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className={`text-slate-900 ${className}`}>{children}</dd>
    </div>
  );
}

/** What the visitor wrote, under its heading, as they wrote it (line breaks kept). */
export function RecordText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 whitespace-pre-wrap text-slate-900">{text}</p>
    </section>
  );
}
