import { loadConfig } from '../platform/config';
import { openDataStore } from '../openDataStore';
import { approveAdmin } from '../modules/accounts/accounts.service';

// npm run admin:approve -- someone@example.com
// Works while servers run: they read the account from the database on every request.
async function main() {
  const email = (process.argv[2] ?? '').trim();
  if (!email) {
    console.error('Usage: npm run admin:approve -- <email>');
    return 2;
  }
  const config = loadConfig();
  const store = await openDataStore(config, { now: Date.now() });
  try {
    const outcome = await approveAdmin(store, email);
    const messages = {
      approved: `Approved ${email}: this admin can log in now.`,
      'already-approved': `${email} is already approved.`,
      'not-found': `No admin account registered with ${email}.`,
    };
    console.log(messages[outcome]);
    return outcome === 'not-found' ? 1 : 0;
  } finally {
    await store.close();
  }
}

void main().then((code) => process.exit(code));
