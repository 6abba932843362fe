import fs from 'node:fs';
import path from 'node:path';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Decodes quoted-printable soft breaks and escapes so links and texts can be read. */
export const decodeMail = (raw: string) =>
  raw
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Waits for a mail to `to` whose text matches `pattern`, and returns it decoded. `dataDir` reads the
 * outbox of another server (an isolated one) instead of the suite's.
 */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 10_000, dataDir?: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = dataDir ? path.join(dataDir, 'outbox') : outboxDir();
    if (fs.existsSync(dir)) {
      // Only whole mails: a `.eml.part` is one being written.
      for (const file of fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse()) {
        const mail = decodeMail(fs.readFileSync(path.join(dir, file), 'utf8'));
        if (mail.includes(`To: ${to}`) && pattern.test(mail)) return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
