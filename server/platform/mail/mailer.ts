import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../lib/clock';
import { randomId } from '../lib/secret';

/** A file sent with a mail, its content base64 so the outbox can keep it as JSON. */
export interface FileAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}

/**
 * A file named by what it is and made only when the mail is sent (a tax document's PDF): the
 * outbox asks the resolver registered for `named` for the file of `ref`. The mail's transaction
 * then stores a reference, not the file, and the file costs nothing while the transaction runs.
 */
export interface NamedAttachment {
  named: string;
  ref: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post of newsletter mail). */
  headers?: Record<string, string>;
  /** An iCalendar invite sent as a text/calendar alternative (calendar apps show Accept/Decline). */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH' | 'CANCEL'; filename: string; content: string };
  /** Files sent with the mail: as they are, or named (a tax invoice's PDF) and made when it is sent. */
  attachments?: Array<FileAttachment | NamedAttachment>;
}

/** A message as a mailer sends it: every attachment a file. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { attachments?: FileAttachment[] };

export interface Mailer {
  /** Sends one message with the given Message-ID (kept the same when a send is retried). */
  send(message: OutgoingMail, options: { messageId: string }): Promise<{ messageId: string; file?: string }>;
  /** Releases what the mailer holds (its thread); called once no send is under way. */
  close?(): Promise<void>;
}

/** How long an SMTP conversation may take before it counts as failed (and is retried later). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * With SMTP_URL the mail goes out over SMTP. Without it (the embedded default) every message is
 * written as an .eml file to the outbox folder, where it can be opened with any mail client. The
 * file keeps the CRLF line ends mail is sent with (nodemailer's `newline: 'unix'` would also
 * rewrite the calendar part, whose lines must end in CRLF).
 */
export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  clock: Clock;
}

/**
 * Writes `file` whole or not at all: into `<file>.part` first, renamed once complete. A write
 * that fails (disk full, file size limit) removes its part at once, so the outbox never holds a
 * cut-off message that looks sent, nor a leftover until someone cleans up; the outbox retries.
 */
export async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  const part = `${file}.part`;
  try {
    await writeFile(part, content, { flag: 'wx' });
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, outboxDir, from, clock } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  let folderReady: Promise<unknown> | undefined;

  return {
    async send(message, { messageId }) {
      const info = await transport.sendMail({ from, ...message, messageId });
      if (smtpUrl) return { messageId: info.messageId };
      await (folderReady ??= mkdir(outboxDir, { recursive: true }));
      const stamp = new Date(clock.now()).toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomId().slice(0, 8)}.eml`);
      await writeWhole(file, (info as unknown as { message: Buffer }).message);
      return { messageId: info.messageId, file };
    },
  };
}
