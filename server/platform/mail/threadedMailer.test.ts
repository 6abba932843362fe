import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createThreadedMailer } from './threadedMailer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-mail-thread-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A port nobody listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the mail thread', () => {
  it('writes each message as an .eml file with the Message-ID it was given, and comes back after it was stopped', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createThreadedMailer({ outboxDir, from: 'Utsav Events <no-reply@utsavevents.example>' });
    try {
      const sent = await Promise.all(
        ['a', 'b', 'c'].map((n) =>
          mailer.send({ to: `${n}@example.com`, subject: `Hello ${n}`, text: 'Hi' }, { messageId: `<${n}@test>` }),
        ),
      );
      expect(sent.map((result) => result.messageId)).toEqual(['<a@test>', '<b@test>', '<c@test>']);
      const files = fs.readdirSync(outboxDir).map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      expect(files.map((mail) => /^Message-ID: (.*)$/m.exec(mail)?.[1]?.trim()).sort()).toEqual([
        '<a@test>',
        '<b@test>',
        '<c@test>',
      ]);

      await mailer.close?.();
      await mailer.send({ to: 'd@example.com', subject: 'Again', text: 'Hi' }, { messageId: '<d@test>' });
      expect(fs.readdirSync(outboxDir)).toHaveLength(4);
    } finally {
      await mailer.close?.();
    }
  });

  it('fails a send the mail server refuses, with its reason, so the outbox retries it', async () => {
    const mailer = createThreadedMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      outboxDir: dir,
      from: 'no-reply@utsavevents.example',
    });
    try {
      await expect(
        mailer.send({ to: 'a@example.com', subject: 'S', text: 'T' }, { messageId: '<x@test>' }),
      ).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await mailer.close?.();
    }
  });
});
