import { CONSULTATION_FIELD_MESSAGES } from '../../../src/shared/contract/consultation';
import { VALIDATION_MESSAGES } from '../../../src/shared/contract/fields/messages';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { CONSULTATION_REQUEST } from '../../test/validBodies';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT } from './submissions.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const request = CONSULTATION_REQUEST;

/** Quoted-printable decoded to bytes, read as UTF-8 (for the ₹ signs). */
const readMail = (mail: string) => Buffer.from(decodeQuotedPrintable(mail), 'latin1').toString('utf8');

const post = (body: object) => t.api.post('/api/consultations').send(body);

describe('POST /api/consultations', () => {
  it('stores the request with a reference and sends it to the company inbox', async () => {
    const res = await post(request);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      isSuccess: true,
      message: CONSULTATION_MESSAGES.received,
      data: { reference: 'CR-000001' },
    });
    expect(await t.rows('consultations')).toEqual([expect.objectContaining({ ...request, reference: 'CR-000001' })]);

    await t.context.outbox.idle();
    const [mail] = t.outbox();
    expect(mail).toContain(`To: ${t.config.companyInbox}`);
    expect(mail).toContain('Reply-To: vikram@example.com');
    const text = readMail(mail);
    expect(text).toContain('Consultation: Event packages');
    expect(text).toContain('Budget: ₹2,00,000 to ₹5,00,000');
    expect(text).toContain('Message: Annual day for 400 employees in December');
  });

  it('accepts the optional event type and budget left empty', async () => {
    const res = await post({ ...request, eventType: '', budget: '' });
    expect(res.status).toBe(201);
    await t.context.outbox.idle();
    expect(readMail(t.outbox()[0])).toContain('Budget: Not provided');
  });

  it.each([
    ['name', '', CONSULTATION_FIELD_MESSAGES.nameRequired],
    ['name', 'n'.repeat(81), VALIDATION_MESSAGES.tooLong(80)],
    ['email', 'nope', VALIDATION_MESSAGES.emailInvalid],
    ['phone', '', CONSULTATION_FIELD_MESSAGES.phoneRequired],
    ['phone', 'abc', VALIDATION_MESSAGES.phoneInvalid],
    ['consultationType', 'astrology', CONSULTATION_FIELD_MESSAGES.typeRequired],
    ['consultationType', '', CONSULTATION_FIELD_MESSAGES.typeRequired],
    ['preferredMethod', 'fax', CONSULTATION_FIELD_MESSAGES.methodRequired],
    ['message', '  ', CONSULTATION_FIELD_MESSAGES.messageRequired],
    ['message', 'm'.repeat(2001), VALIDATION_MESSAGES.tooLong(2000)],
    ['eventType', 'rave', CONSULTATION_FIELD_MESSAGES.eventTypeInvalid],
    ['budget', 'a lot', CONSULTATION_FIELD_MESSAGES.budgetInvalid],
  ])('refuses %s = %p with 400 and the field error', async (field, value, message) => {
    const res = await post({ ...request, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await t.rows('consultations')).toHaveLength(0);
  });

  it('is rate limited per client', async () => {
    for (let n = 0; n < CONSULTATION_RATE_LIMIT.max; n += 1) expect((await post(request)).status).toBe(201);
    const blocked = await post(request);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(CONSULTATION_MESSAGES.tooMany);
  });
});
