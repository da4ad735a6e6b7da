import { ArrowLeft } from 'lucide-react';
import { FormErrorsSummary, SaveBar } from './save-bar.tsx';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { AdminPage } from './admin-page.tsx';
import { buttonClass } from './buttons.ts';
import { DeleteButton } from './delete-button.tsx';
import { FormReadOnlyContext } from './form-read-only.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * The frame of every content form: title, back link, loading and not-found states, an error
 * summary, Save / Cancel, delete (when editing) and the unsaved-changes warning. Read only (someone
 * else holds the item's editing mark, ADR 0038), the fields are disabled and Save and delete go.
 */
export function ContentFormLayout<Values extends FieldValues>({
  title,
  listPath,
  form,
  onSubmit,
  saving,
  loading,
  notFound,
  loadFailed,
  deletion,
  actions,
  after,
  notice,
  readOnly = false,
  children,
}: {
  title: string;
  listPath: string;
  form: UseFormReturn<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  loading: boolean;
  notFound: boolean;
  loadFailed: boolean;
  /** Present when editing an existing item. */
  /** `redirect`: the item has pages of its own, whose addresses the dialog offers to send on. */
  deletion?: { itemName: string; onConfirm: (redirectTo?: string) => void; redirect?: boolean };
  /** Beside the back link (the preview button). */
  actions?: ReactNode;
  /** Below the form, outside it (the history of a stored item). */
  after?: ReactNode;
  /** Above the form (who else is editing the item). */
  notice?: ReactNode;
  /** The form is shown but cannot be changed or saved. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const { isDirty, errors, submitCount } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  const back = (
    <Link to={listPath} className={buttonClass.secondary}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('action.back_to_list')}
    </Link>
  );

  if (notFound || loadFailed) {
    return (
      <AdminPage title={title} actions={back}>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t(notFound ? 'form.not_found' : 'form.load_error')}
        </p>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={title}
      actions={
        <>
          {back}
          {actions}
          {deletion && !readOnly ? (
            <DeleteButton
              variant="button"
              itemName={deletion.itemName}
              onConfirm={deletion.onConfirm}
              redirect={deletion.redirect}
            />
          ) : null}
        </>
      }
    >
      {notice}
      {loading ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={readOnly ? (event) => event.preventDefault() : onSubmit}
            className="flex flex-col gap-6"
          >
            <FormErrorsSummary shown={hasErrors} />
            <fieldset disabled={readOnly} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
              <FormReadOnlyContext.Provider value={readOnly}>{children}</FormReadOnlyContext.Provider>
            </fieldset>
            <SaveBar saving={saving} canSave={!readOnly}>
              <Link to={listPath} className={buttonClass.secondary}>
                {t('action.cancel')}
              </Link>
            </SaveBar>
          </form>
        </FormProvider>
      )}
      {loading ? null : after}
      <UnsavedChangesGuard when={isDirty && !saving} />
    </AdminPage>
  );
}
