import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent over the wire: headers and body. */
  raw: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string | undefined;
}

export interface SmtpSink {
  readonly port: number;
  /** Every message received so far, in order of arrival. */
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port` that accepts every message
 * without authentication or TLS (as the server's SMTP_URL `smtp://` expects) and keeps it.
 */
export function startSmtp(port: number): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          messageId: /^Message-ID:\s*(<[^>\s]+>)/im.exec(raw)?.[1],
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ port, mails, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
