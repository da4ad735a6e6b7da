import type { CvStorage } from './cv-storage.ts';
import type { JobApplicationsRepository } from './repository.ts';

const BATCH = 100;

/**
 * Deletes the applications older than the privacy policy's retention time, CV first, then the row:
 * a run cut short leaves rows whose CV is gone, never a CV nobody can find. Several servers running
 * it at once remove the same files twice (harmless) and delete each row once.
 */
export async function purgeExpiredApplications(repository: JobApplicationsRepository, cvStorage: CvStorage) {
  let purged = 0;
  for (;;) {
    const batch = await repository.expired(BATCH);
    if (batch.length === 0) return purged;
    await cvStorage.remove(batch.map((application) => application.cvKey));
    purged += await repository.removeMany(batch.map((application) => application.id));
    if (batch.length < BATCH) return purged;
  }
}
