import { REFRESH_GRACE_DEFAULT_MS } from '../modules/accounts/refreshGrace';
import { loadConfig } from './config';

describe('loadConfig: CORS origins', () => {
  const publicUrl = 'https://utsavevents.example';

  it('allows only PUBLIC_URL by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: `${publicUrl}/` }).corsOrigins).toEqual([publicUrl]);
  });

  it('also allows http://localhost:3000 by default outside production (development, npm start without NODE_ENV)', () => {
    expect(loadConfig({ PUBLIC_URL: publicUrl }).corsOrigins).toEqual([publicUrl, 'http://localhost:3000']);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: publicUrl }).corsOrigins).toEqual([
      publicUrl,
      'http://localhost:3000',
    ]);
  });

  it('takes CORS_ORIGINS as given in either mode', () => {
    const env = { PUBLIC_URL: publicUrl, CORS_ORIGINS: ' https://a.example , http://localhost:3000 ' };
    for (const NODE_ENV of ['production', 'development']) {
      expect(loadConfig({ ...env, NODE_ENV }).corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    }
  });
});

describe('loadConfig: refresh grace', () => {
  it(`is ${REFRESH_GRACE_DEFAULT_MS} ms unless REFRESH_GRACE_MS says otherwise (never negative)`, () => {
    expect(REFRESH_GRACE_DEFAULT_MS).toBe(10_000);
    expect(loadConfig({}).refreshGraceMs).toBe(REFRESH_GRACE_DEFAULT_MS);
    expect(loadConfig({ REFRESH_GRACE_MS: '2500' }).refreshGraceMs).toBe(2500);
    expect(loadConfig({ REFRESH_GRACE_MS: '-5' }).refreshGraceMs).toBe(0);
  });
});
