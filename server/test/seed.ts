import fs from 'node:fs';
import path from 'node:path';

/** The seed (db.json at the repository's root), which tests read to compare with what the server imported. */
export const SEED_FILE = path.resolve(__dirname, '..', '..', 'db.json');

/** The seed's collections, typed by the caller for the fields it reads. */
export const readSeed = <T = Record<string, Array<Record<string, unknown>>>>(): T =>
  JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as T;
