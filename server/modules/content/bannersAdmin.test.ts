import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_MESSAGES } from '../../../src/shared/contract/fields/content';
import { UPLOAD_MESSAGES } from './bannersAdmin.routes';
import { PNG, SVG } from '../../test/mediaFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.token;
});

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const slide = {
  type: 'image',
  srcDesktop: '/uploads/content-hero-weddings-desktop.svg',
  srcMobile: '',
  alt: 'Guests dancing at a sangeet',
  title: 'Sangeet nights',
  subtitle: '',
  ctaText: 'Book now',
  ctaLink: '/online-booking',
  active: true,
};

describe('/api/admin/banners', () => {
  it('is for admins only (401 visitor, 403 customer)', async () => {
    const customer = (await t.login(DEMO.customer)).tokens.accessToken;
    expect((await t.api.get('/api/admin/banners')).status).toBe(401);
    expect((await t.api.post('/api/admin/banners').set(as(customer)).send(slide)).status).toBe(403);
    expect((await t.api.post('/api/admin/uploads').set(as(customer)).attach('Images', PNG, 'a.png')).status).toBe(403);
  });

  it('adds a slide at the end (mobile source defaults to the desktop one) and the carousel shows it', async () => {
    const created = await t.api.post('/api/admin/banners').set(as(admin)).send(slide);
    expect([created.status, created.body.data.position, created.body.data.srcMobile]).toEqual([
      201,
      4,
      slide.srcDesktop,
    ]);
    const list = (await t.api.get('/api/banners')).body.data;
    expect(list.at(-1)).toEqual(
      expect.objectContaining({
        alt: slide.alt,
        title: slide.title,
        cta: { text: 'Book now', link: '/online-booking' },
      }),
    );
    expect(list.at(-1)).not.toHaveProperty('subtitle');
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://example.com/offer'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['data:text/html,hi'],
    ['https://'],
  ])('refuses the CTA link %p (an internal path or https only)', async (ctaLink) => {
    const res = await t.api
      .post('/api/admin/banners')
      .set(as(admin))
      .send({ ...slide, ctaLink });
    expect([res.status, res.body.errors?.ctaLink]).toEqual([400, [CONTENT_MESSAGES.ctaLinkInvalid]]);
  });

  it('accepts an https CTA link and no CTA at all; refuses a link without text and a missing alt', async () => {
    expect(
      (
        await t.api
          .post('/api/admin/banners')
          .set(as(admin))
          .send({ ...slide, ctaLink: 'https://example.com/expo' })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.api
          .post('/api/admin/banners')
          .set(as(admin))
          .send({ ...slide, ctaLink: '', ctaText: '' })
      ).status,
    ).toBe(201);
    const noText = await t.api
      .post('/api/admin/banners')
      .set(as(admin))
      .send({ ...slide, ctaText: ' ' });
    expect([noText.status, noText.body.errors.ctaText]).toEqual([400, [CONTENT_MESSAGES.ctaTextRequired]]);
    const noAlt = await t.api
      .post('/api/admin/banners')
      .set(as(admin))
      .send({ ...slide, alt: '  ' });
    expect([noAlt.status, noAlt.body.errors.alt]).toEqual([400, [CONTENT_MESSAGES.altRequired]]);
    const noSource = await t.api
      .post('/api/admin/banners')
      .set(as(admin))
      .send({ ...slide, srcDesktop: '' });
    expect([noSource.status, noSource.body.errors.srcDesktop]).toEqual([400, [CONTENT_MESSAGES.sourceRequired]]);
  });

  it('moves a slide up and down; at the ends nothing changes', async () => {
    const order = async () => (await t.api.get('/api/banners')).body.data.map((b: { id: number }) => b.id);
    const up = await t.api.post('/api/admin/banners/3/move').set(as(admin)).send({ direction: 'up' });
    expect([up.status, up.body.data.map((b: { id: number }) => b.id)]).toEqual([200, [1, 3, 2]]);
    await t.api.post('/api/admin/banners/1/move').set(as(admin)).send({ direction: 'up' }).expect(200);
    expect(await order()).toEqual([1, 3, 2]);
    await t.api.post('/api/admin/banners/1/move').set(as(admin)).send({ direction: 'down' }).expect(200);
    expect(await order()).toEqual([3, 1, 2]);
    expect((await t.api.post('/api/admin/banners/1/move').set(as(admin)).send({ direction: 'sideways' })).status).toBe(
      400,
    );
    expect((await t.api.post('/api/admin/banners/99/move').set(as(admin)).send({ direction: 'up' })).status).toBe(404);
  });

  it('deletes a slide', async () => {
    await t.api.delete('/api/admin/banners/2').set(as(admin)).expect(200);
    expect((await t.api.get('/api/banners')).body.data.map((b: { id: number }) => b.id)).toEqual([1, 3]);
    expect((await t.api.delete('/api/admin/banners/2').set(as(admin))).status).toBe(404);
  });
});

describe('POST /api/admin/uploads', () => {
  it('stores one checked image under a generated name and answers its URL', async () => {
    const res = await t.api.post('/api/admin/uploads').set(as(admin)).attach('Images', PNG, 'photo.png');
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]+\.png$/), kind: 'image' });
    // Stored re-encoded (metadata stripped, as product photos): still a PNG of the same size.
    const stored = fs.readFileSync(path.join(t.config.uploadsDir, path.basename(res.body.data.url)));
    expect(stored.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const [was, is] = await Promise.all([sharp(PNG).metadata(), sharp(stored).metadata()]);
    expect([is.width, is.height]).toEqual([was.width, was.height]);
  });

  it('refuses a file that is not the image it claims (SVG with script) and a request with no file', async () => {
    expect((await t.api.post('/api/admin/uploads').set(as(admin)).attach('Images', SVG, 'x.png')).status).toBe(415);
    const none = await t.api.post('/api/admin/uploads').set(as(admin)).field('x', '1');
    expect([none.status, none.body.message]).toEqual([400, UPLOAD_MESSAGES.oneFile]);
  });
});
