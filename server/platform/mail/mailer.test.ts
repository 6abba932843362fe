import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fsPromises from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import { systemClock } from '../lib/clock';
import { createMailer } from './mailer';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');
  return { ...actual, writeFile: jest.fn(actual.writeFile) };
});
const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');

describe('the .eml outbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-mailer-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const mailer = () => createMailer({ outboxDir: dir, from: 'no-reply@utsavevents.example', clock: systemClock });
  const message = { to: 'asha@example.com', subject: 'Hello', text: 'A message long enough to be cut in the middle.' };

  it('a write that fails half-way (disk full) leaves no file behind, and the retry writes the whole message', async () => {
    jest.mocked(fsPromises.writeFile).mockImplementationOnce(async (file, content) => {
      await actual.writeFile(file, (content as Buffer).subarray(0, 20));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    await expect(mailer().send(message, { messageId: '<one@example>' })).rejects.toThrow('ENOSPC');
    expect(fs.readdirSync(dir)).toEqual([]);

    const sent = await mailer().send(message, { messageId: '<one@example>' });
    expect(fs.readdirSync(dir)).toEqual([path.basename(sent.file!)]);
    expect(fs.readFileSync(sent.file!, 'utf8')).toContain('A message long enough to be cut in the middle.');
  });
});
