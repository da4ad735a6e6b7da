import type { ReactNode } from 'react';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { ApiError } from '#app/lib/api/api-error.ts';
import { AdminPage } from './admin-page.tsx';

/**
 * What a screen showing one record (a message, a mail) shows until it has it: the reason it
 * cannot (gone, or failed to load), or a placeholder while it loads.
 */
export function RecordPlaceholder({
  title,
  actions,
  error,
  texts,
}: {
  title: string;
  actions: ReactNode;
  /** The load's error, null while loading. */
  error: unknown;
  texts: { notFound: string; loadError: string; loading: string };
}) {
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <AdminPage title={title} actions={actions}>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {missing ? texts.notFound : texts.loadError}
        </p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} actions={actions}>
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </AdminPage>
  );
}
