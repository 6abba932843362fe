import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { CONTACT_MESSAGES } from './submissions.service';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'Asha@Example.com',
  phone: '98100 12345',
  message: 'We are planning a 200-guest anniversary party in December. Can you call me?',
  enquiryType: 'CONCIERGE',
};

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  const stored = async () => (await t.rows('contactMessages')) as Array<Record<string, unknown>>;

  it('stores the message and tells the company inbox, with the customer as reply-to', async () => {
    const res = await t.api.post('/api/contact-messages').send({ ...valid, role: 'Admin', id: 99 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ isSuccess: true, message: CONTACT_MESSAGES.received, data: { id: 1 } });
    expect(await stored()).toEqual([
      {
        id: 1,
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        phone: '98100 12345',
        message: valid.message,
        enquiryType: 'CONCIERGE',
        createdAt: '2025-09-01T09:00:00.000Z',
        status: 'new',
        readAt: null,
        handledAt: null,
        handledBy: null,
      },
    ]);

    await t.context.outbox.idle();
    const [mail] = t.outbox().map(decodeQuotedPrintable);
    expect(mail).toContain(`To: ${t.config.companyInbox}`);
    expect(mail).toContain('Reply-To: asha@example.com');
    expect(mail).toContain('Phone: +91 98100 12345');
    expect(mail).toContain('Enquiry type: Concierge');
    expect(mail).toContain(valid.message);
  });

  it('accepts a message without a phone', async () => {
    const res = await t.api.post('/api/contact-messages').send({ ...valid, phone: '' });
    expect(res.status).toBe(201);
    expect((await stored())[0].phone).toBe('');
  });

  it('answers 400 with an error per field and stores nothing', async () => {
    const res = await t.api
      .post('/api/contact-messages')
      .send({ firstName: ' ', email: 'not-an-email', enquiryType: 'SALES', message: '' });
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'enquiryType', 'firstName', 'lastName', 'message']);
    expect(res.body.errors.firstName).toEqual(['First name is required']);
    expect(res.body.errors.message).toEqual(['Message is required']);
    expect(await stored()).toHaveLength(0);
    await t.context.outbox.idle();
    expect(t.outbox()).toHaveLength(0);
  });

  it('bounds every text field', async () => {
    const tooLong = await t.api
      .post('/api/contact-messages')
      .send({ ...valid, message: 'x'.repeat(2001), lastName: 'y'.repeat(61), phone: '9'.repeat(16) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors).sort()).toEqual(['lastName', 'message', 'phone']);
  });

  it('escapes what the visitor typed in the HTML mail', async () => {
    await t.api
      .post('/api/contact-messages')
      .send({ ...valid, firstName: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' })
      .expect(201);
    await t.context.outbox.idle();
    const [mail] = t.outbox().map(decodeQuotedPrintable);
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('limits messages per address to 5 in 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await t.api.post('/api/contact-messages').send(valid).expect(201);
    expect((await t.api.post('/api/contact-messages').send(valid)).status).toBe(429);
    expect(await stored()).toHaveLength(5);
  });
});
