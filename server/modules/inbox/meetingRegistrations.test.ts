import { MEETING_FIELD_MESSAGES } from '../../../src/shared/contract/meetingRegistration';
import { VALIDATION_MESSAGES } from '../../../src/shared/contract/fields/messages';
import { createTestApp, type TestApp } from '../../test/testApp';
import { MEETING_MESSAGES, MEETING_RATE_LIMIT } from './submissions.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const registration = {
  name: 'Neha Gupta',
  mobile: '+91 98765 43210',
  age: 34,
  city: 'Gurugram',
  profession: 'Event manager',
  organization: 'Acme Corp',
};

const post = (body: object) => t.api.post('/api/meeting-registrations').send(body);

describe('POST /api/meeting-registrations', () => {
  it('stores the registration with a reference (kept for the company, not in the answer)', async () => {
    const res = await post({ ...registration, age: '34', city: '  Gurugram ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ isSuccess: true, message: MEETING_MESSAGES.registered, data: null });
    expect(await t.rows('meetingRegistrations')).toEqual([
      expect.objectContaining({ ...registration, reference: 'MR-000001' }),
    ]);
  });

  it("answers a second registration of the same mobile number exactly like a new one, without the first one's data, storing it once", async () => {
    const first = await post(registration);
    const again = await post({ ...registration, mobile: '9876543210', name: 'Someone Else' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(JSON.stringify(again.body)).not.toMatch(/MR-|Neha/);
    expect(await t.rows('meetingRegistrations')).toEqual([
      expect.objectContaining({ name: 'Neha Gupta', reference: 'MR-000001' }),
    ]);
  });

  it.each([
    ['name', ' ', MEETING_FIELD_MESSAGES.nameRequired],
    ['mobile', '', MEETING_FIELD_MESSAGES.mobileRequired],
    ['mobile', 'twelve', VALIDATION_MESSAGES.phoneInvalid],
    ['age', '', MEETING_FIELD_MESSAGES.ageRequired],
    ['age', 0, MEETING_FIELD_MESSAGES.ageRange],
    ['age', 121, MEETING_FIELD_MESSAGES.ageRange],
    ['age', 30.5, MEETING_FIELD_MESSAGES.ageRange],
    ['age', 'thirty', MEETING_FIELD_MESSAGES.ageRange],
    ['city', '', MEETING_FIELD_MESSAGES.cityRequired],
    ['profession', '\t', MEETING_FIELD_MESSAGES.professionRequired],
    ['organization', '', MEETING_FIELD_MESSAGES.organizationRequired],
    ['organization', 'o'.repeat(101), VALIDATION_MESSAGES.tooLong(100)],
  ])('refuses %s = %p with 400 and the field error', async (field, value, message) => {
    const res = await post({ ...registration, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await t.rows('meetingRegistrations')).toHaveLength(0);
  });

  it('accepts the age limits 1 and 120', async () => {
    expect((await post({ ...registration, age: 1 })).status).toBe(201);
    expect((await post({ ...registration, mobile: '+91 90000 00001', age: 120 })).status).toBe(201);
  });

  it('is rate limited per client', async () => {
    for (let n = 0; n < MEETING_RATE_LIMIT.max; n += 1) {
      expect((await post({ ...registration, mobile: `+91 90000 ${String(n).padStart(5, '0')}` })).status).toBe(201);
    }
    expect((await post({ ...registration, mobile: '+91 91111 11111' })).status).toBe(429);
  });
});
