import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PNG, pngOfSize } from '../server/test/mediaFixtures';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { describeOnEngines, postgresEnabled } from './support/engines';
import { describeHostile, serverForFile } from './support/groups';

// Temp files: files written for a request that fails are removed when it
// fails, not when the server next starts. The uploads folder and its staging folder are watched
// while multipart bodies break off in every way a client can break them.

const BOUNDARY = 'hostile-boundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Images"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
const FIELDS = [
  ['Name', 'Leftover lamp'],
  ['Description', 'A lamp'],
  ['Price', '100'],
  ['StockQuantity', '3'],
  ['SKU', 'LEFT-1'],
  ['CategoryId', '1'],
  ['IsActive', 'true'],
  ['MainImageIndex', '0'],
]
  .map(([name, value]) => field(name, value))
  .join('');

describeOnEngines('temp files of failed uploads', (engine) => {
  const server = serverForFile(`leftovers-${engine}`, engine);
  let admin = '';
  let before: string[] = [];
  const uploadsDir = () => path.join(server().dataDir, 'uploads');
  const listing = () =>
    [
      ...fs.readdirSync(uploadsDir()).map((name) => name),
      ...fs.readdirSync(path.join(uploadsDir(), '.incoming')).map((name) => `.incoming/${name}`),
    ].sort();

  beforeAll(async () => {
    admin = (await logIn(server(), DEMO_ADMIN)).auth;
    before = listing();
  });

  /** Sends `parts` as a multipart POST /api/Product, pausing `pauseMs` after each, then either ends or hangs up. */
  function sendParts(
    parts: Buffer[],
    { hangUp = false, declaredLength }: { hangUp?: boolean; declaredLength?: number } = {},
  ): Promise<number> {
    const { hostname, port } = new URL(server().origin);
    const length = declaredLength ?? parts.reduce((sum, part) => sum + part.length, 0);
    return new Promise((resolve) => {
      const req = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/api/Product',
          headers: {
            Authorization: admin,
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
            'Content-Length': String(length),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', () => resolve(0));
      const next = (index: number) => {
        if (index === parts.length) {
          if (hangUp) setTimeout(() => (req.destroy(), resolve(0)), 200);
          else req.end();
          return;
        }
        req.write(parts[index], () => setTimeout(() => next(index + 1), 100));
      };
      next(0);
    });
  }

  /** The folder as before, within a moment (a failed request cleans up as it ends). */
  async function expectNothingLeft() {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && listing().join() !== before.join())
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listing()).toEqual(before);
  }

  describeHostile('multipart bodies that break off', server, () => {
    it('a client that hangs up after one whole image, in the middle of the second', async () => {
      const parts = [
        Buffer.from(FIELDS + fileHead('one.png')),
        PNG,
        Buffer.from(`\r\n${fileHead('two.png')}`),
        pngOfSize(300_000),
      ];
      await sendParts(parts, { hangUp: true, declaredLength: 5_000_000 });
      await expectNothingLeft();
    });

    it('a body that ends without its closing boundary, after a whole image', async () => {
      const status = await sendParts([
        Buffer.from(FIELDS + fileHead('one.png')),
        PNG,
        Buffer.from(`\r\n${fileHead('two.png')}`),
        pngOfSize(1000),
      ]);
      expect(status).toBe(400);
      await expectNothingLeft();
    });

    it('an image over the limit after a whole one, and more images than allowed', async () => {
      const tooBig = await sendParts([
        Buffer.from(FIELDS + fileHead('one.png')),
        PNG,
        Buffer.from(`\r\n${fileHead('big.png')}`),
        pngOfSize(5 * 1024 * 1024 + 10),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      expect(tooBig).toBe(413);
      const many = Array.from({ length: 12 }, (_, i) => [
        Buffer.from(`${i ? '\r\n' : FIELDS}${fileHead(`${i}.png`)}`),
        PNG,
      ]).flat();
      expect(await sendParts([...many, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])).toBe(413);
      await expectNothingLeft();
    });

    it('a whole upload refused by validation after its images were read', async () => {
      const body = [
        Buffer.from(FIELDS.replace('name="Price"\r\n\r\n100', 'name="Price"\r\n\r\n-1') + fileHead('one.png')),
        PNG,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ];
      expect(await sendParts(body)).toBe(400);
      await expectNothingLeft();
    });
  });
});

/**
 * A mail the server cannot write whole (here a file size limit set on the running process with
 * util-linux's prlimit, as a full disk would) must leave no cut-off .eml in the outbox. Run on
 * PostgreSQL only: there the server process writes no database file of its own, so the limit
 * hits nothing but the mail (on SQLite it would stop the database writes too).
 */
(postgresEnabled('a mail written while the disk is full') ? describe : describe.skip)(
  'a mail written while the disk is full (PostgreSQL)',
  () => {
    const server = serverForFile('leftovers-mail', 'postgres', { MAIL_RETRY_BASE_MS: '200', MAIL_POLL_MS: '100' });
    const outbox = () => path.join(server().dataDir, 'outbox');
    const files = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);
    const limitFileSize = (bytes: number | 'unlimited') =>
      execFileSync('prlimit', ['--pid', String(server().pid), `--fsize=${bytes}:unlimited`]);

    it('leaves no partial file while it fails, and the retry writes the whole message once', async () => {
      limitFileSize(1000);
      try {
        const res = await server().api.post('/api/newsletter').send({ email: 'full-disk@example.com' });
        expect([res.status, res.body.data.welcomeMail]).toEqual([200, 'queued']);
        // The first attempt fails (EFBIG after 1000 bytes); retries keep failing while the limit holds.
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline && !/EFBIG|too large/i.test(server().stderr()))
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(server().stderr()).toMatch(/EFBIG|too large/i);
        expect(files()).toEqual([]);
      } finally {
        limitFileSize('unlimited');
      }
      // The retry writes `<name>.eml.part`, then renames it: the finished message is the condition.
      const finished = () => files().filter((file) => file.endsWith('.eml'));
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && finished().length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(files()).toHaveLength(1);
      expect(files()[0]).toMatch(/\.eml$/);
      const mail = fs.readFileSync(path.join(outbox(), files()[0]), 'utf8');
      expect(mail).toContain('To: full-disk@example.com');
      expect(mail.trimEnd()).toMatch(/--$/); // the closing MIME boundary: the message is whole
    });
  },
);
