import type { SessionUser } from '#contract/schemas/auth.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

export const sessionQueryKey = ['auth', 'me'] as const;

export function fetchSession(): Promise<SessionUser | null> {
  return apiRequest<SessionUser | null>('/auth/me');
}
