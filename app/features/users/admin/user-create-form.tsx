import { Eye, EyeOff, KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, USER_ROLES, userCreateSchema } from '#contract/schemas/auth.ts';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes-guard.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError } from '#app/lib/api/api-error.ts';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { userAdminMessages } from './messages.ts';
import { type UserCreateInput, useCreateUser } from './use-user-mutations.ts';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

const BLANK: UserCreateInput = { email: '', name: '', role: 'editor', password: '' };
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password well above the minimum length, drawn from the browser's secure generator. */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(PASSWORD_MIN_LENGTH + 8));
  return Array.from(bytes, (byte) => PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]).join('');
}

/** Creates a staff account: email, name, role and an initial password the admin hands over. */
export function UserCreateForm({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT(userAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<UserCreateInput>({
    resolver: zodFormResolver<UserCreateInput>(userCreateSchema, language),
    defaultValues: BLANK,
  });
  const { errors, isDirty } = form.formState;
  const create = useCreateUser((fieldErrors) =>
    applyServerFieldErrors(fieldErrors, (name, error) => form.setError(name as keyof UserCreateInput, error)),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(BLANK);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A taken email is a 409 without field errors: point at the field too.
      if (error.status === 409) form.setError('email', { type: 'server', message: error.message });
    }
  });

  const field = (name: keyof UserCreateInput) => ({
    'aria-required': true,
    className: inputClass,
    ...form.register(name),
  });

  return (
    <section
      id={id}
      aria-labelledby="user-create-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="user-create-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('create.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2">
        <FormField id="user-create-email" label={t('create.email')} required error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="off" {...field('email')} />}
        </FormField>
        <FormField id="user-create-name" label={t('create.name')} required error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" maxLength={120} {...field('name')} />}
        </FormField>
        <FormField id="user-create-role" label={t('create.role')} required error={errors.role?.message}>
          {(control) => (
            <select {...control} {...field('role')}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {tAdmin(role === 'admin' ? 'role.admin' : 'role.editor')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="user-create-password"
          label={t('create.password')}
          required
          hint={t('create.password_hint')}
          error={errors.password?.message}
        >
          {(control) => (
            <>
              <div className="flex gap-2">
                <input
                  {...control}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  spellCheck={false}
                  {...field('password')}
                />
                <button
                  type="button"
                  className={buttonClass.icon}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                  <span className="sr-only">{t('create.show_password')}</span>
                </button>
              </div>
              <button
                type="button"
                className={`${buttonClass.secondary} self-start`}
                onClick={() => {
                  form.setValue('password', randomPassword(), { shouldDirty: true, shouldValidate: true });
                  setShowPassword(true);
                }}
              >
                <KeyRound aria-hidden="true" className="size-4" />
                {t('create.generate')}
              </button>
            </>
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2 md:col-span-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {t('create.cancel')}
          </button>
          <BusyButton busy={create.isPending} busyLabel={t('create.submitting')} icon={UserPlus}>
            {t('create.submit')}
          </BusyButton>
        </div>
      </form>
      <UnsavedChangesGuard when={isDirty && !create.isPending} />
    </section>
  );
}
