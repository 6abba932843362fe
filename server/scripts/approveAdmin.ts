import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { approveAdmin } from '../services/admins';

// npm run admin:approve -- someone@example.com
// Works while the server runs: the server reloads the data file when it changes on disk.
const email = (process.argv[2] ?? '').trim();
if (!email) {
  console.error('Usage: npm run admin:approve -- <email>');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.dbFile, config.seedFile);
const outcome = approveAdmin(db, email);
const messages = {
  approved: `Approved ${email}: this admin can log in now.`,
  'already-approved': `${email} is already approved.`,
  'not-found': `No admin account registered with ${email}.`,
};
console.log(messages[outcome]);
process.exit(outcome === 'not-found' ? 1 : 0);
