import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '#contract/schemas/auth.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

/** PUT /api/auth/password: needs the current password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => apiRequest<null>('/auth/password', { method: 'PUT', body: change }),
    retry: false,
  });
}
