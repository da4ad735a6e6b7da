import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { seedDemoContent } from '../../db/seed/seed-demo-content.ts';
import { backUp, expectRestoredWhole, fillSite, tempFolder } from '../../test-support/backups.ts';
import { createTestApp, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
let site: Awaited<ReturnType<typeof fillSite>>;

beforeAll(async () => {
  // The demo as a newcomer starts it: the embedded database, seeded.
  const embedded = await openDatabase({});
  await embedded.migrate();
  await seedDemoContent(embedded.db);
  ctx = await createTestApp({
    database: embedded,
    uploadsDir: await tempFolder('uploads'),
    privateFilesDir: await tempFolder('private'),
  });
  site = await fillSite(ctx);
});
afterAll(async () => {
  await ctx.close();
  await ctx.database.close();
});

describe('a demo moved to production', () => {
  it('restores a backup of the embedded database into PostgreSQL, every row, image and CV', async () => {
    const { file, manifest } = await backUp(ctx);
    expect(manifest.database.kind).toBe('pglite');
    await expectRestoredWhole(ctx, site, file, 'postgres');
  });
});
