import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorCodeBody } from '#contract/schemas/two-factor.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';
import { twoFactorStatusQueryKey } from './use-two-factor-status.ts';

/** POST /api/auth/2fa/disable: needs a current code (or a recovery code); counted by the login throttle. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) => apiRequest<null>('/auth/2fa/disable', { method: 'POST', body }),
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
