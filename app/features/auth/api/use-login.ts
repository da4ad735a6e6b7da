import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '#contract/schemas/auth.ts';
import { storeAuthToken } from '#app/lib/api/auth-token.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';

/** POST /api/auth/login: a session, or the challenge of the second step when the account uses two-factor login. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: credentials }),
    // A wrong password must not be sent twice: it counts against the throttle.
    retry: false,
    onSuccess: (answer) => {
      if (!('token' in answer)) return;
      storeAuthToken(answer.token);
      queryClient.setQueryData(sessionQueryKey, answer.user);
    },
  });
}
