import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { openSqlite } from '../platform/db/engine';

// npm run db:backup -- [file]: an online copy of the SQLite database (servers may keep running;
// SQLite's backup API copies a consistent snapshot). PostgreSQL installs use pg_dump instead.
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/operations.md).');
    return 2;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const target = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `events-${stamp}.sqlite`));
  const db = openSqlite(config.sqliteFile);
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await db.backup(target);
  } finally {
    db.close();
  }
  console.log(`Backed up ${config.sqliteFile} to ${target}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
