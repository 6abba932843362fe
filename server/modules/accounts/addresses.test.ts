import { ADDRESS_LIMITS } from '../../../src/shared/config/address';
import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
};

type Row = { id: number; street: string; isDefault: boolean; userId?: number };
const listOf = async (auth: string) => {
  const res = await t.api.get('/api/Address/user').set('Authorization', auth);
  expect(res.status).toBe(200);
  return res.body.data as Row[];
};

describe('GET /api/Address/user', () => {
  it("lists only the caller's addresses, default first, without owner ids", async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const rows = await listOf(demo.auth);
    expect(rows.map((row) => [row.street, row.isDefault])).toEqual([
      ['B-42, Green Park Extension', true],
      ['Tower B, 7th Floor, DLF Cyber City', false],
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'city',
      'country',
      'id',
      'isDefault',
      'recipientName',
      'recipientPhone',
      'state',
      'street',
      'zipCode',
    ]);

    const other = await registerCustomer(t, 'b@example.com');
    expect(await listOf(other.auth)).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await t.api.get('/api/Address/user')).status).toBe(401);
    expect((await t.api.post('/api/Address').send(address)).status).toBe(401);
  });
});

describe('POST /api/Address', () => {
  it('saves for the caller whatever id or userId the body claims; the first address becomes the default', async () => {
    const b = await registerCustomer(t, 'b@example.com');
    const res = await t.api
      .post('/api/Address')
      .set('Authorization', b.auth)
      .send({ ...address, id: 1, userId: 2, isDefault: false });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ ...address, id: expect.any(Number), isDefault: true });
    expect(res.body.data.id).not.toBe(1);

    const stored = (await t.rows('addresses')) as Array<{ id: number; userId: number }>;
    expect(stored.find((row) => row.id === res.body.data.id)?.userId).toBe(b.id);
    // The demo customer's address 1 is untouched.
    expect(stored.find((row) => row.id === 1)?.userId).toBe(2);
  });

  it('answers field errors for missing fields, a bad PIN code, an unknown state or country', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const empty = await t.api.post('/api/Address').set('Authorization', demo.auth).send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'city',
      'country',
      'recipientName',
      'recipientPhone',
      'state',
      'street',
      'zipCode',
    ]);

    const wrong = await t.api
      .post('/api/Address')
      .set('Authorization', demo.auth)
      .send({ ...address, zipCode: '56001', state: 'Atlantis', country: 'France', street: 'x'.repeat(201) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      zipCode: ['Please enter a valid 6-digit PIN code'],
      state: ['Please select a state from the list'],
      country: ['We deliver only within India'],
      street: ['Must be at most 200 characters'],
    });
    expect(await listOf(demo.auth)).toHaveLength(2);
  });

  it('keeps at most one default: saving a new default clears the old one', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api
      .post('/api/Address')
      .set('Authorization', demo.auth)
      .send({ ...address, isDefault: true });
    const rows = await listOf(demo.auth);
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([res.body.data.id]);
    expect(rows[0].id).toBe(res.body.data.id);
  });

  it(`refuses the ${ADDRESS_LIMITS.maxPerUser + 1}st address`, async () => {
    const b = await registerCustomer(t, 'b@example.com');
    for (let i = 0; i < ADDRESS_LIMITS.maxPerUser; i += 1) {
      const res = await t.api.post('/api/Address').set('Authorization', b.auth).send(address);
      expect(res.status).toBe(201);
    }
    const refused = await t.api.post('/api/Address').set('Authorization', b.auth).send(address);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/up to 20 addresses/);
    expect(await listOf(b.auth)).toHaveLength(ADDRESS_LIMITS.maxPerUser);
  });
});

describe('PUT and DELETE /api/Address/{id}', () => {
  it('updates an own address and setting it default clears the other default', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api
      .put('/api/Address/2')
      .set('Authorization', demo.auth)
      .send({ ...address, isDefault: true, userId: 99 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...address, id: 2, isDefault: true });
    expect((await listOf(demo.auth)).map((row) => [row.id, row.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(
      ((await t.rows('addresses')) as Array<{ id: number; userId: number }>).find((row) => row.id === 2)?.userId,
    ).toBe(2);
  });

  it('keeps the default flag when the body leaves it out', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api.put('/api/Address/1').set('Authorization', demo.auth).send(address);
    expect(res.body.data.isDefault).toBe(true);
  });

  it("answers 404, never the record, for another customer's address, and changes nothing", async () => {
    const b = await registerCustomer(t, 'b@example.com');
    const before = JSON.stringify(await t.rows('addresses'));

    const put = await t.api.put('/api/Address/1').set('Authorization', b.auth).send(address);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ isSuccess: false, message: 'Address not found' });
    const del = await t.api.delete('/api/Address/1').set('Authorization', b.auth);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ isSuccess: false, message: 'Address not found' });
    // The same answer as an id that does not exist at all.
    const missing = await t.api.delete('/api/Address/999').set('Authorization', b.auth);
    expect(missing.body).toEqual(del.body);
    expect((await t.api.delete('/api/Address/abc').set('Authorization', b.auth)).status).toBe(404);

    expect(JSON.stringify(await t.rows('addresses'))).toBe(before);
    expect(JSON.stringify(await listOf(b.auth))).not.toContain('Green Park');
  });

  it('deletes an own address', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api.delete('/api/Address/2').set('Authorization', demo.auth);
    expect(res.status).toBe(200);
    expect((await listOf(demo.auth)).map((row) => row.id)).toEqual([1]);
  });
});
