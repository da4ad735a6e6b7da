import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '#contract/schemas/auth.ts';
import { storeAuthToken } from '#app/lib/api/auth-token.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { sessionQueryKey } from '#app/lib/auth/session-query.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      apiRequest<LoginResult>('/auth/login', { method: 'POST', body: credentials }),
    // A wrong password must not be sent twice: it counts against the throttle.
    retry: false,
    onSuccess: (result) => {
      storeAuthToken(result.token);
      queryClient.setQueryData(sessionQueryKey, result.user);
    },
  });
}
