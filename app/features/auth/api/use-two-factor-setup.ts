import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '#contract/schemas/two-factor.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

/** POST /api/auth/2fa/setup: a new secret and its QR code, drawn by our server; on only once confirmed. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TwoFactorSetup>('/auth/2fa/setup', { method: 'POST' }),
    retry: false,
  });
}
