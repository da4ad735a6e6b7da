// What the end-to-end servers are started with, besides scripts/server-process.mjs's settings.
export const E2E_ADMIN_EMAIL = 'admin@e2e.weltaare.test';
export const E2E_ADMIN_PASSWORD = 'e2e admin password 2026';

/** The environment of an e2e server on the embedded database kept in `dataDir`. */
export function e2eServerEnv(dataDir) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // Every spec posts its forms from 127.0.0.1, in parallel: the real per-address limits are API-tested.
    FORM_RATE_LIMIT: '1000',
    // A backup five minutes into a run would hold the embedded database while specs wait on it; the
    // nightly backup is API-tested with a clock of its own.
    BACKUP_AT: 'off',
    // The day's follow-up reminders go from midnight: a lead given for today reminds at any hour of a run.
    FOLLOW_UP_REMINDERS_AT: '00:00',
  };
}
