import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How long a refresh token just rotated is accepted once more (REFRESH_GRACE_MS overrides it):
 * two tabs (or two server processes) refreshing with the same token at the same moment both get
 * the session's new token instead of ending the session. Any later presentation, or a second one
 * within the window, is a reuse and ends the session.
 */
export const REFRESH_GRACE_DEFAULT_MS = 10_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/*
 * At a rotation the session row keeps the new token sealed (AES-256-GCM) under a key derived
 * (HKDF-SHA256) from the previous token's plaintext, which the database never holds (it keeps
 * sha256 hashes only, and the HKDF output is not one of them): so only the holder of the previous
 * token can open it, and a copy of the database does not yield a usable token.
 */
const keyFor = (previousToken: string, sessionId: string) =>
  Buffer.from(hkdfSync('sha256', previousToken, sessionId, 'refresh-token-grace', 32));

/** `<iv>.<tag>.<ciphertext>`, base64url. */
export function sealForGrace(currentToken: string, previousToken: string, sessionId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(previousToken, sessionId), iv);
  const sealed = Buffer.concat([cipher.update(currentToken, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The sealed token, or undefined when `previousToken` is not the one it was sealed for. */
export function openForGrace(sealed: string, previousToken: string, sessionId: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(previousToken, sessionId), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
