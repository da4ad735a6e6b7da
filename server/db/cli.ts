// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL, or the embedded database in DATA_DIR.
import { loadConfig } from '../config.ts';
import { createUsersRepository } from '../modules/auth/users-repository.ts';
import { openDatabase } from './client.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';
import { seedDemoContent } from './seed/seed-demo-content.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log('Migrations applied.');
  if (command === 'seed') {
    const seeded = await seedDemoContent(database.db);
    console.log(seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.');
    const admin = await ensureFirstAdmin(createUsersRepository(database.db), config.admin);
    if (admin.created) {
      console.log(`First admin: ${admin.email} / ${admin.generatedPassword ?? '(ADMIN_PASSWORD)'}`);
    }
  }
} finally {
  await database.close();
}
