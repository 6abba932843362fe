import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { NEWSLETTER_MESSAGES, WELCOME_RESEND_AFTER_MS } from './submissions.service';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  const subscriptions = async () => (await t.rows('newsletterSubscriptions')) as Array<{ email: string }>;

  it('stores the address (trimmed, lower-cased) and mails the APP10 code', async () => {
    const res = await t.api.post('/api/newsletter').send({ email: '  Asha.Verma@Example.COM ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSuccess: true,
      message: NEWSLETTER_MESSAGES.subscribed,
      data: { welcomeMail: 'sent' },
    });
    expect(await subscriptions()).toEqual([expect.objectContaining({ id: 1, email: 'asha.verma@example.com' })]);

    await t.context.outbox.idle();
    const mails = t.outbox().map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: asha.verma@example.com');
    expect(mails[0]).toContain('APP10');
    expect(mails[0]).toMatch(/10% off your first app purchase/);
  });

  it('answers a repeat sign-up kindly, stores it once and does not mail again the same day', async () => {
    await t.api.post('/api/newsletter').send({ email: 'repeat@example.com' }).expect(200);
    const again = await t.api.post('/api/newsletter').send({ email: 'REPEAT@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect((await subscriptions()).filter((s) => s.email === 'repeat@example.com')).toHaveLength(1);
    await t.context.outbox.idle();
    expect(t.outbox()).toHaveLength(1);

    // A day later the code is sent again (someone who lost it can ask), still one record.
    t.clock.advance(WELCOME_RESEND_AFTER_MS);
    await t.api.post('/api/newsletter').send({ email: 'repeat@example.com' }).expect(200);
    await t.context.outbox.idle();
    expect(t.outbox()).toHaveLength(2);
    expect(await subscriptions()).toHaveLength(1);
  });

  it.each([[''], ['no-at-sign'], ['a@b'], ['spaces in@example.com']])(
    'refuses %j with the spec message under the field',
    async (email) => {
      const res = await t.api.post('/api/newsletter').send({ email });
      expect(res.status).toBe(400);
      expect(res.body.isSuccess).toBe(false);
      expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
      expect(await subscriptions()).toHaveLength(0);
    },
  );

  it('refuses an over-long address and a body that is not JSON', async () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect((await t.api.post('/api/newsletter').send({ email: long })).status).toBe(400);
    expect((await t.api.post('/api/newsletter').set('Content-Type', 'text/plain').send('email=x@y.z')).status).toBe(
      415,
    );
  });

  it('limits sign-ups per address to 10 in 15 minutes', async () => {
    for (let i = 0; i < 10; i += 1)
      await t.api
        .post('/api/newsletter')
        .send({ email: `user${i}@example.com` })
        .expect(200);
    const blocked = await t.api.post('/api/newsletter').send({ email: 'user10@example.com' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    t.clock.advance(15 * 60_000);
    await t.api.post('/api/newsletter').send({ email: 'user10@example.com' }).expect(200);
  });
});
