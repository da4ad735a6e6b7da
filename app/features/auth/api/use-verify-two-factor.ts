import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '#contract/schemas/auth.ts';
import type { TwoFactorVerify } from '#contract/schemas/two-factor.ts';
import { storeAuthToken } from '#app/lib/api/auth-token.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';

/** POST /api/auth/2fa/verify: the login's second step, with an app code or a recovery code. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorVerify) => apiRequest<LoginResult>('/auth/2fa/verify', { method: 'POST', body }),
    // A wrong code must not be sent twice: it counts against the throttle.
    retry: false,
    onSuccess: (result) => {
      storeAuthToken(result.token);
      queryClient.setQueryData(sessionQueryKey, result.user);
    },
  });
}
