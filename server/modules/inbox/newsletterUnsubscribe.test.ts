import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_TOKEN_DAYS } from './newsletterUnsubscribe';
import { WELCOME_RESEND_AFTER_MS } from './submissions.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

/** The welcome mail to `email` with folded header lines joined (RFC 5322 unfolding). */
async function welcomeMail(email: string) {
  await t.context.outbox.idle();
  const mail = t
    .outbox()
    .map(decodeQuotedPrintable)
    .find((text) => text.includes(`To: ${email}`));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.replace(/\n[ \t]+/g, ' ');
}

async function subscribe(email: string) {
  await t.api.post('/api/newsletter').send({ email }).expect(200);
  const mail = await welcomeMail(email);
  const token = /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no unsubscribe link in the mail');
  return { mail, token };
}

const subscription = async (email: string) =>
  ((await t.rows('newsletterSubscriptions')) as Array<{ email: string; unsubscribedAt: string | null }>).find(
    (row) => row.email === email,
  );

describe('the newsletter welcome mail', () => {
  it('carries one-click List-Unsubscribe headers (RFC 8058), Reply-To the company inbox and a link to the confirm page', async () => {
    const { mail, token } = await subscribe('riya@example.com');
    const oneClick = `${t.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
    expect(mail).toContain(`List-Unsubscribe: <${oneClick}>, <mailto:${t.config.companyInbox}?subject=Unsubscribe>`);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain(`Reply-To: ${t.config.companyInbox}`);
    expect(mail).toContain(`Unsubscribe: ${t.config.publicUrl}/newsletter/unsubscribe?token=${token}`);
    expect(mail).toContain(`href="${t.config.publicUrl}/newsletter/unsubscribe?token=${token}"`);
  });
});

describe('/api/newsletter/unsubscribe', () => {
  it('GET tells what the link is about and never unsubscribes', async () => {
    const { token } = await subscribe('riya@example.com');
    for (let i = 0; i < 3; i += 1) {
      const res = await t.api.get(`/api/newsletter/unsubscribe?token=${token}`);
      expect([res.status, res.body]).toEqual([
        200,
        {
          isSuccess: true,
          message: UNSUBSCRIBE_MESSAGES.status,
          data: { email: 'riya@example.com', subscribed: true },
        },
      ]);
    }
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBeNull();
  });

  it('unsubscribes on the one-click POST a mail client sends (form body, token in the URL)', async () => {
    const { token } = await subscribe('riya@example.com');
    const res = await t.api
      .post(`/api/newsletter/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect([res.status, res.body]).toEqual([
      200,
      {
        isSuccess: true,
        message: UNSUBSCRIBE_MESSAGES.unsubscribed,
        data: { email: 'riya@example.com', subscribed: false },
      },
    ]);
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBe('2025-09-01T09:00:00.000Z');
    const status = await t.api.get(`/api/newsletter/unsubscribe?token=${token}`);
    expect(status.body.data.subscribed).toBe(false);
  });

  it('unsubscribes on the confirm page’s JSON POST, once (a repeat keeps the first time)', async () => {
    const { token } = await subscribe('riya@example.com');
    await t.api.post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    t.clock.advance(60_000);
    await t.api.post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBe('2025-09-01T09:00:00.000Z');
  });

  it('refuses a forged, altered, foreign or missing token with 400 and changes nothing', async () => {
    const { token } = await subscribe('riya@example.com');
    const other = await subscribe('dev@example.com');
    const [prefix, id, expires, sig] = token.split('-');
    const bad = [
      '',
      'nonsense',
      `${prefix}-${id}-${expires}-${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${prefix}-2-${expires}-${sig}`, // riya's signature on dev's subscription
      `${prefix}-${id}-${(parseInt(expires, 36) + 86400).toString(36)}-${sig}`, // a later expiry
      `${prefix}-99-${expires}-${sig}`,
    ];
    for (const candidate of bad) {
      const viaPost = await t.api.post('/api/newsletter/unsubscribe').send({ token: candidate });
      expect([candidate, viaPost.status, viaPost.body]).toEqual([
        candidate,
        400,
        { isSuccess: false, message: UNSUBSCRIBE_MESSAGES.invalid },
      ]);
      expect((await t.api.get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(candidate)}`)).status).toBe(400);
    }
    expect((await t.api.post('/api/newsletter/unsubscribe').send({})).status).toBe(400);
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBeNull();
    expect((await subscription('dev@example.com'))?.unsubscribedAt).toBeNull();
    await t.api.post('/api/newsletter/unsubscribe').send({ token: other.token }).expect(200);
  });

  it(`answers 410 once the link is older than ${UNSUBSCRIBE_TOKEN_DAYS} days`, async () => {
    const { token } = await subscribe('riya@example.com');
    t.clock.advance((UNSUBSCRIBE_TOKEN_DAYS - 1) * 86_400_000);
    await t.api.get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    t.clock.advance(2 * 86_400_000);
    const res = await t.api.post('/api/newsletter/unsubscribe').send({ token });
    expect([res.status, res.body]).toEqual([410, { isSuccess: false, message: UNSUBSCRIBE_MESSAGES.expired }]);
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBeNull();
  });

  it('a new sign-up subscribes an unsubscribed address again', async () => {
    const { token } = await subscribe('riya@example.com');
    await t.api.post('/api/newsletter/unsubscribe').send({ token }).expect(200);
    t.clock.advance(WELCOME_RESEND_AFTER_MS + 1);
    await t.api.post('/api/newsletter').send({ email: 'Riya@example.com' }).expect(200);
    expect((await subscription('riya@example.com'))?.unsubscribedAt).toBeNull();
  });

  it('still refuses other form bodies elsewhere in the API', async () => {
    const res = await t.api.post('/api/contact-messages').type('form').send('firstName=Asha');
    expect(res.status).toBe(415);
  });
});

describe('GET /api/admin/newsletter', () => {
  const list = async (query = '') =>
    t.api.get(`/api/admin/newsletter${query}`).set('Authorization', (await bearerFor(t, DEMO.admin)).auth);

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await t.api.get('/api/admin/newsletter')).status).toBe(401);
    const customer = await registerCustomer(t, 'meera@example.com');
    const res = await t.api.get('/api/admin/newsletter').set('Authorization', customer.auth);
    expect([res.status, res.body.isSuccess]).toEqual([403, false]);
  });

  it('lists subscribers with their state, filtered, searched and paged, the total in X-Total-Count', async () => {
    const emails = ['a.one@example.com', 'b.two@example.com', 'c.three@example.net'];
    let secondToken = '';
    for (const email of emails) {
      const { token } = await subscribe(email);
      if (email.startsWith('b')) secondToken = token;
      t.clock.advance(60_000);
    }
    await t.api.post('/api/newsletter/unsubscribe').send({ token: secondToken }).expect(200);

    const all = await list();
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.data.map((row: { email: string }) => row.email)).toEqual([
      'c.three@example.net',
      'b.two@example.com',
      'a.one@example.com',
    ]);
    expect(all.body.data[1]).toEqual({
      id: 2,
      email: 'b.two@example.com',
      createdAt: '2025-09-01T09:01:00.000Z',
      unsubscribedAt: '2025-09-01T09:03:00.000Z',
    });

    const unsubscribed = await list('?state=unsubscribed');
    expect(unsubscribed.body.data.map((row: { email: string }) => row.email)).toEqual(['b.two@example.com']);
    const subscribed = await list('?state=subscribed&_sort=email&_order=asc');
    expect(subscribed.body.data.map((row: { email: string }) => row.email)).toEqual([
      'a.one@example.com',
      'c.three@example.net',
    ]);
    const searched = await list('?q=.NET');
    expect([searched.headers['x-total-count'], searched.body.data.length]).toEqual(['1', 1]);
    const paged = await list('?_page=2&_limit=2&_sort=email&_order=asc');
    expect([paged.headers['x-total-count'], paged.body.data.map((row: { email: string }) => row.email)]).toEqual([
      '3',
      ['c.three@example.net'],
    ]);
    expect((await list('?state=gone')).status).toBe(400);
    expect((await list('?_sort=unsubscribedAt')).status).toBe(400);
  });
});
