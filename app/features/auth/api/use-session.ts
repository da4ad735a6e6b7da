import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { readAuthToken } from '#app/lib/api/auth-token.ts';
import { fetchSession, sessionQueryKey } from '#app/lib/auth/session-query.ts';

/** Another tab logging in or out changes the stored token. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The signed-in user from GET /api/auth/me. The token lives in the browser only, so
 * nothing is known before hydration: `status` is 'checking' until the browser has looked.
 */
export function useSession() {
  const token = useSyncExternalStore(subscribeToStorage, readAuthToken, () => undefined);
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,

    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
  if (token === undefined) return { status: 'checking' as const, user: null };
  if (token === null) return { status: 'signed-out' as const, user: null };
  if (query.data) return { status: 'signed-in' as const, user: query.data };
  // GET /auth/me answers null without a valid session, 401 with an expired token.
  if (query.isError || query.isSuccess) return { status: 'signed-out' as const, user: null };
  return { status: 'checking' as const, user: null };
}
