import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorCodeBody, TwoFactorRecoveryCodes } from '#contract/schemas/two-factor.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';
import { twoFactorStatusQueryKey } from './use-two-factor-status.ts';

/** POST /api/auth/2fa/enable with the app's first code: the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) =>
      apiRequest<TwoFactorRecoveryCodes>('/auth/2fa/enable', { method: 'POST', body }),
    retry: false,
    onSuccess: async () => {
      // The session may have been waiting for it (required by an admin): the back office opens.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
