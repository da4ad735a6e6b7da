import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#contract/schemas/auth.ts';
import type { TwoFactorPolicy } from '#contract/schemas/two-factor.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';
import { useAdminMutation } from '#app/lib/admin/use-admin-mutation.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { userTwoFactorMessages } from './two-factor-messages.ts';

const POLICY_RESOURCE = 'two-factor';
/** A reset or a new rule changes the accounts' state and the audit log. */
const RESOURCES = [POLICY_RESOURCE, 'users', 'audit-log'];

/** GET /api/admin/two-factor: whether every account must use it, and how many active ones do not yet. */
export const getTwoFactorPolicyQueryOptions = () => ({
  queryKey: adminKeys.resource(POLICY_RESOURCE),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<TwoFactorPolicy>('/admin/two-factor', { signal }),
});

export const useTwoFactorPolicy = () => useQuery(getTwoFactorPolicyQueryOptions());

/** PUT /api/admin/two-factor. */
export function useSetTwoFactorRequired() {
  const t = useT(userTwoFactorMessages);
  return useAdminMutation<boolean, TwoFactorPolicy>({
    mutationFn: (required) => apiRequest<TwoFactorPolicy>('/admin/two-factor', { method: 'PUT', body: { required } }),
    resources: RESOURCES,
    successTitle: (policy) => t(policy.required ? 'policy.on_toast' : 'policy.off_toast'),
  });
}

/** POST /api/admin/users/:id/two-factor/reset: for someone who lost their phone; their sessions end. */
export function useResetTwoFactor() {
  const t = useT(userTwoFactorMessages);
  return useAdminMutation<AdminUser, { id: number }>({
    mutationFn: (user) => apiRequest<{ id: number }>(`/admin/users/${user.id}/two-factor/reset`, { method: 'POST' }),
    resources: RESOURCES,
    successTitle: (_, user) => t('reset.done', { name: user.name }),
  });
}
