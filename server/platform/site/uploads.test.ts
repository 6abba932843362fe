import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(t.config.uploadsDir, 'sample.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
});
afterEach(() => t.cleanup());

describe('/uploads', () => {
  it('serves a stored file with nosniff and a sandboxing policy', async () => {
    const res = await t.api.get('/uploads/sample.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses path traversal and does not list the folder', async () => {
    fs.writeFileSync(path.join(t.dir, 'secret.txt'), 'secret');
    for (const attempt of [
      '/uploads/../db.json',
      '/uploads/..%2Fdb.json',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/',
      '/uploads/.hidden',
    ]) {
      const res = await t.api.get(attempt);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.text).not.toContain('passwordHash');
      expect(res.text).not.toContain('secret');
    }
  });
});
