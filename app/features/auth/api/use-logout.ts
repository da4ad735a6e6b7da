import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '#app/lib/api/auth-token.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { ADMIN_LOGIN_PATH } from '#app/lib/api/http-client.ts';

/** Ends the session on the server, forgets the token and every cached admin answer, and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('/auth/logout', { method: 'POST' });
    } catch {
      // The session may already be gone; the token is forgotten either way.
    }
    clearAuthToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
    queryClient.removeQueries({ queryKey: ['auth'] });
    await navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
