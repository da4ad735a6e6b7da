import { defineConfig } from 'vitest/config';

const apiTests = ['server/**/*.api.test.ts'];
/** API tests that need a PostgreSQL server of their own (several instances on one database): api-postgres only. */
const postgresOnlyTests = ['server/**/*.postgres.api.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest gives a run one worker less than the cores: one, here. The API tests wait on their database
    // half the time, so two keep both cores busy.
    maxWorkers: 2,
    // What the unit and API tests run of the product's code, printed by `npm test` (`--coverage`).
    coverage: {
      provider: 'v8',
      include: ['app/**', 'server/**', 'contract/**', 'scripts/**'],
      exclude: ['**/*.test.{ts,tsx}', 'server/test-support/**', '**/*.d.ts'],
      reporter: ['text-summary'],
      reportsDirectory: '.tmp/coverage',
    },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: apiTests,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: postgresOnlyTests,
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['server/test-support/migrated-pglite.global.ts'],
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'api-postgres', include: apiTests, env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
