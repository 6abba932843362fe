import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../test/testApp';

/** The mails in a server's outbox, quoted-printable decoded and read as UTF-8. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => Buffer.from(decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8')), 'latin1').toString('utf8'));
}

/** Waits until the outbox holds at least `count` mails (they are written in the background). */
export async function waitForMails(dataDir: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until a mail holding `text` is in the outbox (other mails may still be on their way). */
export async function waitForMailWith(dataDir: string, text: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(dataDir).find((candidate) => candidate.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail holding ${JSON.stringify(text)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The text/html part of a mail (up to the next MIME boundary), if it has one. */
export function htmlPartOf(mail: string): string | undefined {
  const start = mail.indexOf('Content-Type: text/html');
  if (start < 0) return undefined;
  const end = mail.indexOf('\n----_', start);
  return mail.slice(start, end < 0 ? undefined : end);
}
