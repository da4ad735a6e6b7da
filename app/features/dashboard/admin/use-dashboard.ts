import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '#contract/schemas/dashboard.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { adminKeys } from '#app/lib/admin/admin-query-keys.ts';

export function useDashboard() {
  return useQuery({
    // Under the 'dashboard' resource key, so every admin change refreshes it.
    queryKey: [...adminKeys.resource('dashboard'), 'summary'],
    queryFn: ({ signal }) => apiRequest<AdminDashboard>('/admin/dashboard', { signal }),
  });
}
