import fs from 'node:fs';
import { loadConfig } from '../platform/config';
import { openDataStore } from '../openDataStore';
import { dropDatabase } from '../platform/db/reset';

// npm run db:reset: recreates the database from the committed seed (db.json is never written at
// run time) and empties the mail outbox folder and the uploads. Stop the servers first.
async function main() {
  const config = loadConfig();
  await dropDatabase(config);
  fs.rmSync(config.outboxDir, { recursive: true, force: true });
  fs.rmSync(config.uploadsDir, { recursive: true, force: true });
  // A former version's data file would be imported instead of the seed: the reset asks for the seed.
  const store = await openDataStore({ ...config, legacyDataFile: '' }, { now: Date.now() });
  console.log(`Data reset from the seed: ${store.description} (outbox and uploads emptied)`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
