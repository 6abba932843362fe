import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../test/testApp';
import { SOON_MS, ensureRuntimeCopy, openDatabase } from './database';

const SEED = path.resolve(__dirname, '..', '..', 'db.json');

describe('the data file', () => {
  it('survives 100 concurrent writes intact, holding every one of them', async () => {
    const t = createTestApp({ config: { rateLimitFactor: 0 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => t.api.post('/api/Auth/forgot-password').send({ email: 'customer@example.com' })),
      );
      expect(answers.every((res) => res.status === 200)).toBe(true);
      const onDisk = t.readDbFile(); // parses: the file is whole
      expect(onDisk.passwordResets).toHaveLength(100);
      expect(onDisk.users).toHaveLength(2);
      await t.context.mail.idle();
    } finally {
      t.cleanup();
    }
  });

  it('is created from the seed, and the seed itself is never written', async () => {
    const seedBefore = fs.readFileSync(SEED, 'utf8');
    const t = createTestApp();
    try {
      await t.api.post('/api/Auth/login').send({ email: 'customer@example.com', password: 'Customer@12345' });
      expect(t.readDbFile().refreshTokens).toHaveLength(1);
      expect(fs.readFileSync(SEED, 'utf8')).toBe(seedBefore);
    } finally {
      t.cleanup();
    }
  });

  it('gains the collections a newer seed adds, keeping its own records', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-db-'));
    const file = path.join(dir, 'db.json');
    fs.writeFileSync(file, JSON.stringify({ users: [{ id: 7 }] }));
    ensureRuntimeCopy(file, SEED);
    const upgraded = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(upgraded.users).toEqual([{ id: 7 }]);
    expect(upgraded.categories.length).toBeGreaterThan(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes temp files a killed process left behind, and a failed write leaves memory as the disk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-db-'));
    const file = path.join(dir, 'db.json');
    fs.copyFileSync(SEED, file);
    fs.writeFileSync(path.join(dir, '.db.json.999.0.tmp'), '{"half":');
    const db = openDatabase(file, SEED);
    expect(fs.readdirSync(dir)).toEqual(['db.json']);

    // The disk refuses the write (full, read-only...): the change must not stay in memory.
    const rename = jest.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw new Error('ENOSPC: no space left on device');
    });
    expect(() =>
      db.mutate((state) => {
        state.categories.push({ id: 99, name: 'Lost', slug: 'lost' });
      }),
    ).toThrow(/ENOSPC/);
    rename.mockRestore();
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
    expect(db.all('categories').some((c) => c.id === 99)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('bookkeeping written soon (mutateSoon)', () => {
    let dir: string;
    let file: string;
    const onDisk = () => JSON.parse(fs.readFileSync(file, 'utf8')) as { categories: Array<{ id: number; name: string }> };
    const renameFirst = (name: string) => (state: { categories: Array<{ name: string }> }) => {
      state.categories[0].name = name;
    };

    beforeEach(() => {
      jest.useFakeTimers();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-db-'));
      file = path.join(dir, 'db.json');
      fs.copyFileSync(SEED, file);
    });
    afterEach(() => {
      jest.useRealTimers();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('is seen at once, and written on its own within SOON_MS when nothing else writes', () => {
      const db = openDatabase(file, SEED);
      db.mutateSoon(renameFirst('Soon'));
      expect(db.all('categories')[0].name).toBe('Soon');
      expect(onDisk().categories[0].name).not.toBe('Soon');
      jest.advanceTimersByTime(SOON_MS);
      expect(onDisk().categories[0].name).toBe('Soon');
      db.close();
    });

    it('rides along with the next write: one write for both, none left scheduled', () => {
      const db = openDatabase(file, SEED);
      const writes = jest.spyOn(fs, 'renameSync');
      db.mutateSoon(renameFirst('Along'));
      db.mutateSoon(renameFirst('Along again'));
      db.mutate((state) => {
        state.categories.push({ id: 99, name: 'New', slug: 'new' });
      });
      expect(writes).toHaveBeenCalledTimes(1);
      expect(onDisk().categories[0].name).toBe('Along again');
      expect(onDisk().categories.some((c) => c.id === 99)).toBe(true);
      jest.advanceTimersByTime(SOON_MS * 2);
      expect(writes).toHaveBeenCalledTimes(1);
      writes.mockRestore();
      db.close();
    });

    it('is written when the database closes before the timer fires', () => {
      const db = openDatabase(file, SEED);
      db.mutateSoon(renameFirst('Closing'));
      db.close();
      expect(onDisk().categories[0].name).toBe('Closing');
    });
  });
});
