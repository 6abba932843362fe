import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../lib/clock';
import { randomId } from '../services/secret';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** An iCalendar invite sent as a text/calendar alternative (calendar apps show Accept/Decline). */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

/**
 * Sends without making the HTTP answer wait, so answers do not reveal (by their timing) whether a
 * mail was sent. Failures are logged. `idle()` resolves when every queued mail is done (tests).
 * `queue` resolves to whether the mail left (it never rejects), for callers that record it.
 */
export function createBackgroundMail(mailer: Mailer, log: (error: unknown) => void = console.error) {
  const pending = new Set<Promise<unknown>>();
  return {
    queue(message: MailMessage): Promise<boolean> {
      const sending = mailer.send(message).then(
        () => true,
        (error: unknown) => {
          log(error);
          return false;
        },
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return sending;
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;

/**
 * With SMTP_URL the mail goes out over SMTP. Without it (the embedded default) every message is
 * written as an .eml file to the outbox folder, where it can be opened with any mail client.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; clock: Clock }): Mailer {
  const { smtpUrl, outboxDir, from, clock } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      if (smtpUrl) return { messageId: info.messageId };
      fs.mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date(clock.now()).toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomId().slice(0, 8)}.eml`);
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      return { messageId: info.messageId, file };
    },
  };
}
