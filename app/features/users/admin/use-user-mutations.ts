import type { z } from 'zod';
import type { AdminUser, userCreateSchema, userUpdateSchema } from '#contract/schemas/auth.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';
import { userAdminMessages } from './messages.ts';

export type UserCreateInput = z.input<typeof userCreateSchema>;
type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** Every account change is written to the audit log, so its list is refreshed too. */
const RESOURCES = ['users', 'audit-log'];

export function useCreateUser(onFieldErrors: (errors: Record<string, string[]>) => void) {
  const t = useT(userAdminMessages);
  return useAdminMutation<UserCreateInput, AdminUser>({
    mutationFn: (input) => apiRequest<AdminUser>('/admin/users', { method: 'POST', body: input }),
    resources: RESOURCES,
    successTitle: (user) => t('toast.created', { email: user.email }),
    onFieldErrors,
  });
}

/** PATCH a role or the active state; the toast names what changed. */
export function useUpdateUser() {
  const t = useT(userAdminMessages);
  const tAdmin = useT(adminMessages);
  return useAdminMutation<{ user: AdminUser; changes: UserUpdateInput }, AdminUser>({
    mutationFn: ({ user, changes }) =>
      apiRequest<AdminUser>(`/admin/users/${user.id}`, { method: 'PATCH', body: changes, ifMatch: user.version }),
    resources: RESOURCES,
    successTitle: (updated, { changes }) => {
      if (changes.role) {
        return t('toast.role_changed', {
          name: updated.name,
          role: tAdmin(updated.role === 'admin' ? 'role.admin' : 'role.editor'),
        });
      }
      if (changes.active !== undefined) {
        return t(updated.active ? 'toast.activated' : 'toast.deactivated', { name: updated.name });
      }
      return tAdmin('toast.saved');
    },
  });
}

export interface PasswordResetResult {
  id: number;
  generated_password: string | null;
}

/** Asks the server to generate a new password; it comes back once, to be shown to the admin. */
export function useResetPassword(onReset: (result: PasswordResetResult, user: AdminUser) => void) {
  const t = useT(userAdminMessages);
  return useAdminMutation<AdminUser, PasswordResetResult>({
    mutationFn: (user) =>
      apiRequest<PasswordResetResult>(`/admin/users/${user.id}/reset-password`, { method: 'POST', body: {} }),
    resources: RESOURCES,
    successTitle: t('reset.done'),
    onSuccess: onReset,
  });
}

/** A new display name; the signed-in session is refreshed too, so renaming yourself shows at once. */
export function useRenameUser(onFieldErrors: (errors: Record<string, string[]>) => void) {
  const t = useT(userAdminMessages);
  return useAdminMutation<{ user: AdminUser; name: string }, AdminUser>({
    mutationFn: ({ user, name }) =>
      apiRequest<AdminUser>(`/admin/users/${user.id}`, { method: 'PATCH', body: { name }, ifMatch: user.version }),
    resources: RESOURCES,
    publicKeys: [sessionQueryKey[0]],
    successTitle: (updated) => t('toast.renamed', { name: updated.name }),
    onFieldErrors,
  });
}

/** Deletes an account for good; the server refuses your own and the last active admin's. */
export function useDeleteUser() {
  const t = useT(userAdminMessages);
  return useAdminMutation<AdminUser, { id: number }>({
    mutationFn: (user) => apiRequest<{ id: number }>(`/admin/users/${user.id}`, { method: 'DELETE' }),
    resources: RESOURCES,
    successTitle: (_, user) => t('toast.deleted', { name: user.name }),
  });
}
