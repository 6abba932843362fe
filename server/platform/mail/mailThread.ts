import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../lib/clock';
import { createMailer, type MailerOptions } from './mailer';
import type { ThreadReply, ThreadRequest } from './threadedMailer';

// The mail thread: builds each message (MIME, quoted-printable, the calendar parts) and hands it
// to SMTP or writes the .eml file, away from the thread that answers HTTP requests.
const mailer = createMailer({ ...(workerData as Omit<MailerOptions, 'clock'>), clock: systemClock });

parentPort!.on('message', (request: ThreadRequest) => {
  mailer.send(request.message, { messageId: request.messageId }).then(
    (sent) => parentPort!.postMessage({ id: request.id, ok: true, messageId: sent.messageId } satisfies ThreadReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ThreadReply),
  );
});
