import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminUser, userUpdateSchema } from '#contract/schemas/auth.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { userAdminMessages } from './messages.ts';
import { useRenameUser } from './use-user-mutations.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

/** The name alone, required here: the same rules as the server's PATCH. */
const renameSchema = userUpdateSchema.pick({ name: true }).required();
interface RenameValues {
  name: string;
}

/** Edits an account's display name in its row; Escape or Cancel leaves it as it was. */
export function UserRenameForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT(userAdminMessages);
  const { language } = useLanguage();
  const form = useForm<RenameValues>({
    resolver: zodFormResolver<RenameValues>(renameSchema, language),
    defaultValues: { name: user.name },
  });
  const rename = useRenameUser((fieldErrors) =>
    applyServerFieldErrors(fieldErrors, (name, error) => form.setError(name as keyof RenameValues, error)),
  );
  const { ref, ...nameField } = form.register('name');
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (name.trim() === user.name) return onDone();
    try {
      await rename.mutateAsync({ user, name });
      onDone();
    } catch {
      // The toast and the field say what went wrong; the form stays open to fix it.
    }
  });

  const id = `user-rename-${user.id}-name`;
  return (
    <form
      noValidate
      aria-label={t('rename.title', { name: user.name })}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      className="flex flex-col gap-2"
    >
      <FormField id={id} label={t('rename.label')} required error={form.formState.errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...nameField}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
            type="text"
            autoComplete="off"
            maxLength={120}
            aria-required
            className={`${inputClass} min-w-48`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={rename.isPending} busyLabel={t('rename.saving')} icon={Check}>
          {t('rename.save')}
        </BusyButton>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {t('rename.cancel')}
        </button>
      </div>
    </form>
  );
}
