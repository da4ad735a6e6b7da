import { RotateCcw } from 'lucide-react';
import { FormErrorsSummary, SaveBar } from './save-bar.tsx';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import type { WholeRecordForm as WholeRecordFormState } from '#app/lib/admin/use-whole-record-form.ts';
import { AdminPage } from './admin-page.tsx';
import { buttonClass } from './buttons.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { VersionConflictDialog } from './version-conflict-dialog.tsx';

/**
 * The screen of a record saved whole (useWholeRecordForm): its loading and load error, the form with
 * its error summary, a sticky bar to save or discard, and the warning before leaving unsaved changes.
 */
export function WholeRecordForm<Values extends FieldValues>({
  title,
  description,
  record,
  discardLabel,
  children,
}: {
  title: string;
  description: string;
  record: WholeRecordFormState<Values>;
  discardLabel: string;
  children: ReactNode;
}) {
  const tAdmin = useT(adminMessages);
  const { form, onSubmit, saving, loading, loadFailed, discard, conflict, conflictChoices } = record;
  const { isDirty, errors, submitCount } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  if (loadFailed) {
    return (
      <AdminPage title={title}>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {tAdmin('form.load_error')}
        </p>
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} description={description}>
      {loading ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
            <FormErrorsSummary shown={hasErrors} />
            {children}
            {conflict ? <VersionConflictDialog conflict={conflict} choices={conflictChoices} /> : null}
            <SaveBar saving={saving}>
              <button type="button" className={buttonClass.secondary} disabled={!isDirty || saving} onClick={discard}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {discardLabel}
              </button>
            </SaveBar>
          </form>
        </FormProvider>
      )}
      <UnsavedChangesGuard when={isDirty && !saving} />
    </AdminPage>
  );
}
