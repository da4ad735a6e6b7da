import type { SignedInUser } from '#contract/schemas/auth.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

export function fetchSession(): Promise<SignedInUser | null> {
  return apiRequest<SignedInUser | null>('/auth/me');
}
