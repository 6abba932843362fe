import fs from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../server/test/testApp';
import { waitFor } from './wait';

/** The mails in a server's outbox, quoted-printable decoded and read as UTF-8. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      // Only whole mails: a `.eml.part` is one being written (see writeWhole in server/platform/mail/mailer.ts).
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) =>
        Buffer.from(
          decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n')),
          'latin1',
        ).toString('utf8'),
      )
  );
}

/** The Message-IDs of the mails in a server's outbox folder (what its .eml "mail server" has taken). */
export function messageIdsIn(dataDir: string): Set<string> {
  return new Set(readOutbox(dataDir).flatMap((mail) => /^Message-ID:\s*(<[^>\s]+>)/im.exec(mail)?.[1] ?? []));
}

/** Waits until the outbox holds at least `count` mails (they are written in the background); the mails then, or at the timeout. */
export function waitForMails(dataDir: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  return waitFor(
    `${count} mails in the outbox`,
    () => readOutbox(dataDir),
    (mails) => mails.length >= count,
    timeoutMs,
  ).catch(() => readOutbox(dataDir));
}

/** Waits until a mail holding `text` is in the outbox (other mails may still be on their way). */
export async function waitForMailWith(dataDir: string, text: string, timeoutMs = 10_000): Promise<string> {
  const mails = await waitFor(
    `a mail holding ${JSON.stringify(text)}`,
    () => readOutbox(dataDir),
    (found) => found.some((mail) => mail.includes(text)),
    timeoutMs,
  );
  return mails.find((mail) => mail.includes(text))!;
}

/** The text/html part of a mail (up to the next MIME boundary), if it has one. */
export function htmlPartOf(mail: string): string | undefined {
  const start = mail.indexOf('Content-Type: text/html');
  if (start < 0) return undefined;
  const end = mail.indexOf('\n----_', start);
  return mail.slice(start, end < 0 ? undefined : end);
}
