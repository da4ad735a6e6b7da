import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '#app/lib/use-toast.ts';
import { useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { ApiError, errorMessageOf } from '#app/lib/api/api-error.ts';
import type { VersionConflict } from '#contract/schemas/envelope.ts';
import { adminKeys } from './admin-query-keys.ts';

export interface AdminMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Admin resources whose caches this change makes stale, e.g. ['services']. */
  resources: string[];
  /** Public cache roots to refresh too, e.g. ['services']; the site shows the change at once. */
  publicKeys?: string[];
  /** Title of the success toast (none when null), fixed or chosen from the result. */
  successTitle: string | null | ((result: Result, variables: Variables) => string | null);
  onSuccess?: (result: Result, variables: Variables) => void;
  /** Cached queries not to refetch after success, by key prefix: a deleted item's detail and history would answer 404. */
  skipRefresh?: (variables: Variables) => (readonly unknown[])[];
  /** A 422 with field errors is handed here (the form shows them) instead of only a toast. */
  onFieldErrors?: (errors: Record<string, string[]>) => void;
  /** A 409 because someone saved since the screen read the item is handed here (the form offers choices) instead of a toast. */
  onVersionConflict?: (conflict: VersionConflict<Record<string, unknown>>, variables: Variables) => void;
}

/** The `data` of a 409 the server refused because a newer version is stored (ADR 0038). */
export function versionConflictOf(error: unknown): VersionConflict<Record<string, unknown>> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.data as Partial<VersionConflict<Record<string, unknown>>> | undefined;
  return data && typeof data.version === 'number' && data.current
    ? (data as VersionConflict<Record<string, unknown>>)
    : null;
}

/** A write from an admin screen: a toast for every result, and every related cache refreshed. */
export function useAdminMutation<Variables, Result>(options: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT(adminMessages);
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const skipped = options.skipRefresh?.(variables) ?? [];
      const refresh = (query: { queryKey: readonly unknown[] }) =>
        !skipped.some((prefix) => prefix.every((part, index) => query.queryKey[index] === part));
      await Promise.all([
        ...options.resources.map((resource) =>
          queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource), predicate: refresh }),
        ),
        ...(options.publicKeys ?? []).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
        queryClient.invalidateQueries({ queryKey: adminKeys.resource('dashboard') }),
      ]);
      const title =
        typeof options.successTitle === 'function' ? options.successTitle(result, variables) : options.successTitle;
      if (title) toast({ title });
      options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => {
      if (error instanceof ApiError && error.status === 401) return; // the client is already on its way to the login page
      const conflict = versionConflictOf(error);
      if (conflict && options.onVersionConflict) return options.onVersionConflict(conflict, variables);
      // Someone else saved first: the screen shows what is stored now, beside the toast that says so.
      if (conflict)
        for (const resource of options.resources)
          void queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) });
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        options.onFieldErrors?.(error.fieldErrors);
      toast({ title: t('toast.error'), description: errorMessageOf(error), variant: 'destructive' });
    },
  });
}
