import { defineConfig } from 'vitest/config';

const apiTests = ['server/**/*.api.test.ts'];
/** API tests that need a PostgreSQL server of their own (several instances on one database): api-postgres only. */
const postgresOnlyTests = ['server/**/*.postgres.api.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest gives a run the cores less one: one worker here. Two ran the whole unit and API suite in
    // 10.5 min against 14.4 min (the PostgreSQL tests wait on their server while the other works).
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next: each file no longer imports the server
    // and compiles the embedded database's WebAssembly again (the API tests on PGlite: 256 s → 147 s).
    // A file that mocks a module imports what uses it afresh (vi.resetModules()).
    isolate: false,
    // What the unit and API tests run of the product's code, printed by `npm test` (`--coverage`).
    coverage: {
      provider: 'v8',
      include: ['{app,server,contract}/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
      exclude: ['**/*.test.{ts,tsx}', 'server/test-support/**', '**/*.d.ts'],
      reporter: ['text-summary'],
      reportsDirectory: '.tmp/coverage',
      // The floor: what the suite covered when coverage was first printed (issue 37), less a point for a
      // run without PostgreSQL. It may rise, never fall.
      thresholds: { statements: 51, branches: 42, functions: 45, lines: 51 },
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
