import fs from 'node:fs';
import { loadConfig } from '../config';
import { ensureRuntimeCopy } from '../db/database';

// Recreates the runtime data file from the committed seed (db.json is never written at run time).
const config = loadConfig();
fs.rmSync(config.dbFile, { force: true });
ensureRuntimeCopy(config.dbFile, config.seedFile);
fs.rmSync(config.outboxDir, { recursive: true, force: true });
fs.rmSync(config.uploadsDir, { recursive: true, force: true });
console.log(`Data reset from the seed: ${config.dbFile} (outbox and uploads emptied)`);
