import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '#contract/constants.ts';
import { ApiError } from './api-error.ts';

/** No retry on a 4xx: the same request would fail the same way. */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiError && error.isClientError) return false;
    return failureCount < maxRetries;
  };
}

/**
 * Spec section 9: 5 min fresh, kept 10 min, no refetch on focus, refetch on mount and reconnect.
 * On the server a client lives for one render: a 10-minute collection timer per query would keep
 * every request's client, queries and data alive for 10 minutes (about 195 KB each, issue 15). The
 * library's own server default, Infinity, schedules no timer, and the client goes with the request.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: typeof window === 'undefined' ? Infinity : QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        retry: shouldRetry(QUERY_DEFAULTS.queryRetries),
      },
      mutations: { retry: shouldRetry(QUERY_DEFAULTS.mutationRetries) },
    },
  });
}
