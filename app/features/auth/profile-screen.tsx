import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { passwordChangeSchema } from '#contract/schemas/auth.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { inputClass } from '#app/components/admin/buttons.ts';
import { FormField } from '#app/components/admin/form-field.tsx';
import { useToast } from '#app/lib/use-toast.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError, errorMessageOf } from '#app/lib/api/api-error.ts';
import { applyServerFieldErrors, zodFormResolver } from '#app/lib/admin/zod-form-resolver.ts';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { useChangePassword } from './api/use-change-password.ts';
import { authMessages } from './messages.ts';
import { TwoFactorSection } from './two-factor-section.tsx';
import { BusyButton } from '#app/components/admin/busy-button.tsx';

interface PasswordForm {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const PASSWORD_FIELDS = [
  { name: 'current_password', label: 'profile.current_password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'profile.new_password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'profile.confirm_password', autoComplete: 'new-password' },
] as const;

/** The signed-in user's details, the password change (current password required) and two-factor login. */
export function ProfileScreen() {
  const t = useT(authMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const user = useCurrentUser();
  const toast = useToast();
  const changePassword = useChangePassword();
  const schema = passwordChangeSchema
    .extend({ confirm_password: passwordChangeSchema.shape.new_password })
    .strict()
    .refine((values) => values.new_password === values.confirm_password, {
      path: ['confirm_password'],
      message: 'passwords_differ',
    });
  const form = useForm<PasswordForm>({
    resolver: zodFormResolver<PasswordForm>(schema, language),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await changePassword.mutateAsync({ current_password, new_password });
      form.reset();
      toast({ title: t('profile.changed'), description: t('profile.changed_description') });
    } catch (error) {
      if (error instanceof ApiError)
        applyServerFieldErrors(error.fieldErrors, (name, e) => form.setError(name as keyof PasswordForm, e));
      toast({ title: tAdmin('toast.error'), description: errorMessageOf(error), variant: 'destructive' });
    }
  });

  return (
    <AdminPage title={t('profile.title')} description={t('profile.description')}>
      <section aria-labelledby="profile-details" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="profile-details" className="text-lg font-semibold text-slate-900">
          {t('profile.details')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t('profile.name')}</dt>
            <dd className="font-medium text-slate-900">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('profile.email')}</dt>
            <dd className="font-medium break-all text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('profile.role')}</dt>
            <dd className="font-medium text-slate-900">
              {tAdmin(user.role === 'admin' ? 'role.admin' : 'role.editor')}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="profile-password" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="profile-password" className="text-lg font-semibold text-slate-900">
          {t('profile.password_title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('profile.password_help')}</p>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex max-w-md flex-col gap-4">
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" autoComplete="username" value={user.email} readOnly hidden />
          {PASSWORD_FIELDS.map((field) => {
            const id = `profile-${field.name}`;
            const error = errors[field.name]?.message;
            return (
              <FormField key={field.name} id={id} label={t(field.label)} required error={error}>
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete={field.autoComplete}
                    className={inputClass}
                    {...form.register(field.name)}
                  />
                )}
              </FormField>
            );
          })}
          <BusyButton busy={isSubmitting} busyLabel={tAdmin('action.saving')} icon={KeyRound}>
            {t('profile.submit')}
          </BusyButton>
        </form>
      </section>
      <TwoFactorSection />
    </AdminPage>
  );
}
