import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '#contract/schemas/two-factor.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';

export const twoFactorStatusQueryKey = ['auth', 'two-factor'] as const;

/** GET /api/auth/2fa: whether the signed-in user's two-factor login is on, and their recovery codes left. */
export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorStatusQueryKey,
    queryFn: () => apiRequest<TwoFactorStatus>('/auth/2fa'),
  });

export const useTwoFactorStatus = () => useQuery(getTwoFactorStatusQueryOptions());
