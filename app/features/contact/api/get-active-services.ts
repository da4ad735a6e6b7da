import { queryOptions, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { PublicService } from '#contract/schemas/service.ts';
import { apiRequest } from '#app/lib/api/http-client.ts';
import { queryKeys } from '#app/lib/api/query-keys.ts';

/** What the service dropdown needs of an active service: its option value is the name. */
export interface ServiceOption {
  id: number;
  name: string;
}

export function toServiceOptions(services: Pick<PublicService, 'id' | 'name'>[]): ServiceOption[] {
  return services.map(({ id, name }) => ({ id, name }));
}

export async function getActiveServices(language: Language): Promise<ServiceOption[]> {
  const services = await apiRequest<PublicService[]>('/services/active', { query: { lang: language } });
  return toServiceOptions(services);
}

export function getActiveServicesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...queryKeys.services.active(language), 'options'] as const,
    queryFn: () => getActiveServices(language),
    staleTime: STALE_TIMES.servicesActive,
  });
}

/** Seeded with the loader's list, so the server-rendered dropdown needs no second fetch. */
export function useActiveServices(language: Language, initialData: ServiceOption[]) {
  return useQuery({ ...getActiveServicesQueryOptions(language), initialData });
}
