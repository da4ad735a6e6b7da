import { describe, expect, it } from 'vitest';
import { cvStorageWarnings } from './dashboard.ts';

const MB = 1024 * 1024;

describe('cvStorageWarnings', () => {
  it('says nothing below 90% of the limit', () => {
    expect(cvStorageWarnings({ usedBytes: 1843 * MB, limitBytes: 2048 * MB })).toEqual([]);
  });

  it('warns from 90%, in megabytes, naming the variable that raises the limit', () => {
    expect(cvStorageWarnings({ usedBytes: 0.9 * 2048 * MB, limitBytes: 2048 * MB })).toEqual([
      {
        code: 'cv_storage_nearly_full',
        params: { percent: 90, used_mb: 1843, limit_mb: 2048, variable: 'CV_STORAGE_LIMIT_MB' },
      },
    ]);
    expect(cvStorageWarnings({ usedBytes: 2050 * MB, limitBytes: 2048 * MB })[0]?.params.percent).toBe(100);
  });
});
