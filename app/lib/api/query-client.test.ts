import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS } from '#contract/constants.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('on the server, schedules no collection timer that would keep a rendered request alive', async () => {
    const timersBefore = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['settings', 'fr'], queryFn: async () => ({ name: 'Weltaare' }) });
    expect(client.getQueryCache().find({ queryKey: ['settings', 'fr'] })?.gcTime).toBe(Infinity);
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length).toBe(timersBefore);
  });

  it('keeps the spec freshness rules (section 9)', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(QUERY_DEFAULTS.staleTime);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchOnMount).toBe(true);
    expect(defaults.refetchOnReconnect).toBe(true);
  });
});
