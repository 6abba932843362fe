import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../../store';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * `JWT_SECRET` when set; otherwise one random secret kept in the database, so every server
 * process signs and checks tokens alike. An install that kept its secret in the data folder
 * (`data/jwt-secret`) keeps it, so sessions survive the upgrade.
 */
export async function resolveJwtSecret(explicit: string | undefined, store: Store, dataDir: string): Promise<string> {
  if (explicit) return explicit;
  const stored = await store.settings.get(JWT_SECRET_KEY);
  if (stored) return stored;
  const legacyFile = path.join(dataDir, 'jwt-secret');
  const legacy = fs.existsSync(legacyFile) ? fs.readFileSync(legacyFile, 'utf8').trim() : '';
  return store.settings.putIfAbsent(JWT_SECRET_KEY, legacy || crypto.randomBytes(48).toString('base64url'));
}

export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomId = () => crypto.randomUUID();

/** A key for one purpose only, derived from the server secret (a token for one use cannot pass as another). */
export const deriveKey = (secret: string, purpose: string) =>
  crypto.createHmac('sha256', secret).update(purpose).digest();
