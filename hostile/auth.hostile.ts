import { registerCustomer } from '../server/test/customers';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn, signToken, unsignedToken } from './support/accounts';
import { addressBody, orderBody, profileBody } from './support/bodies';
import { describeHostile, serverForFile } from './support/groups';

const server = serverForFile('auth');

type Customer = { id: number; auth: string };
let asha: Customer;
let ravi: Customer;
let admin: Customer;
let customerToken: string;

beforeAll(async () => {
  asha = await registerCustomer(server(), 'asha.hostile@example.com', 'Asha');
  ravi = await registerCustomer(server(), 'ravi.hostile@example.com', 'Ravi');
  admin = await logIn(server(), DEMO_ADMIN);
  customerToken = (await logIn(server(), DEMO_CUSTOMER)).auth.slice('Bearer '.length);
});

/** Every route that needs a logged-in caller, with a body it would accept. */
const PROTECTED: ReadonlyArray<readonly [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object]> = [
  ['get', '/api/Auth/verify-token'],
  ['post', '/api/User/logout-everywhere'],
  ['get', '/api/User/profile'],
  ['put', '/api/User/profile', profileBody()],
  ['get', '/api/Address/user'],
  ['post', '/api/Address', addressBody()],
  ['put', '/api/Address/1', addressBody()],
  ['delete', '/api/Address/1'],
  ['get', '/api/Order/user'],
  ['post', '/api/Order/quote', { items: [{ productId: 102, quantity: 1 }], deliveryMethod: 'standard' }],
  ['post', '/api/Order', orderBody()],
  ['post', '/api/Product', { Name: 'Forged', Description: 'd', Price: '1', StockQuantity: '1', CategoryId: '1' }],
  ['put', '/api/Product/1', { Name: 'Forged', Description: 'd', Price: '1', StockQuantity: '1', CategoryId: '1' }],
  ['delete', '/api/Product/1'],
];

const adminClaims = { sub: '1', role: 'Admin' };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The login session (`sid`) a bearer header's access token belongs to. */
const sessionOf = (auth: string) =>
  (JSON.parse(Buffer.from(auth.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

describeHostile('forged, tampered and expired access tokens', server, () => {
  const forged = (): ReadonlyArray<readonly [string, string, string]> => {
    const [header, payload, signature] = customerToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const flipped = signature.slice(0, -2) + (signature.endsWith('A') ? 'B' : 'A') + signature.slice(-1);
    return [
      ['alg none, admin claims', unsignedToken(adminClaims), 'Invalid access token'],
      ['alg none header on a real token', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 'Invalid access token'],
      [
        'admin claims under a customer signature',
        `${header}.${b64({ ...claims, ...adminClaims })}.${signature}`,
        'Invalid access token',
      ],
      ['one signature character changed', `${header}.${payload}.${flipped}`, 'Invalid access token'],
      ['signed with another secret', signToken(adminClaims, { secret: 'guessed-secret' }), 'Invalid access token'],
      ['HS512 with the right secret', signToken(adminClaims, { algorithm: 'HS512' }), 'Invalid access token'],
      [
        'expired a second ago',
        signToken(adminClaims, { issuedAtSeconds: Math.floor(Date.now() / 1000) - 901, expiresInSeconds: 900 }),
        'Access token expired',
      ],
      ['without a subject', signToken({ role: 'Admin' }), 'Invalid access token'],
      [
        'for a user that does not exist',
        signToken({ sub: '999999', role: 'Customer', ver: 0 }),
        'Invalid access token',
      ],
      ['without a token version', signToken({ sub: String(asha.id), role: 'Customer' }), 'Invalid access token'],
      [
        'of a newer token version',
        signToken({ sub: String(asha.id), role: 'Customer', ver: 1, sid: sessionOf(asha.auth) }),
        'Invalid access token',
      ],
      ['without a session', signToken({ sub: String(asha.id), role: 'Customer', ver: 0 }), 'Invalid access token'],
      [
        "of another user's session",
        signToken({ sub: String(asha.id), role: 'Customer', ver: 0, sid: sessionOf(ravi.auth) }),
        'Invalid access token',
      ],
      [
        'of a session that does not exist',
        signToken({ sub: String(asha.id), role: 'Customer', ver: 0, sid: 'f'.repeat(36) }),
        'Invalid access token',
      ],
      ['not a JWT', 'not.a.token', 'Invalid access token'],
      ['10,000 characters', 'x'.repeat(10_000), 'Invalid access token'],
    ];
  };

  it('every protected route answers 401 to each, and nothing changes', async () => {
    for (const [label, token, message] of forged()) {
      for (const [method, path, body] of PROTECTED) {
        const res = await server().api[method](path).set('Authorization', `Bearer ${token}`).send(body);
        expect([label, method, path, res.status, res.body]).toEqual([
          label,
          method,
          path,
          401,
          { isSuccess: false, message },
        ]);
      }
    }
  });

  it('a header without a bearer token is "Authentication required"', async () => {
    for (const header of ['', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Token ${customerToken}`]) {
      const res = await server().api.get('/api/User/profile').set('Authorization', header);
      expect([header, res.status, res.body]).toEqual([
        header,
        401,
        { isSuccess: false, message: 'Authentication required' },
      ]);
    }
  });

  it('a validly signed token claiming Admin for a customer is still a customer (roles come from the database)', async () => {
    const token = signToken({ sub: String(asha.id), role: 'Admin', ver: 0, sid: sessionOf(asha.auth) });
    const res = await server().api.delete('/api/Product/1').set('Authorization', `Bearer ${token}`);
    expect([res.status, res.body]).toEqual([403, { isSuccess: false, message: 'This action requires the Admin role' }]);
  });

  it('refresh tokens that were never issued answer 401, oversized ones 400', async () => {
    const unknown = await server()
      .api.post('/api/Auth/refresh-token')
      .send({ refreshToken: 'a'.repeat(64) });
    expect([unknown.status, unknown.body]).toEqual([
      401,
      { isSuccess: false, message: 'Invalid or expired refresh token' },
    ]);
    const huge = await server()
      .api.post('/api/Auth/refresh-token')
      .send({ refreshToken: 'a'.repeat(10_000) });
    expect(huge.status).toBe(400);
  });
});

describeHostile("another user's ids", server, (changes) => {
  let ravisAddress: { id: number };

  beforeAll(async () => {
    const res = await server()
      .api.post('/api/Address')
      .set('Authorization', ravi.auth)
      .send(addressBody({ street: "Ravi's street" }));
    expect(res.status).toBe(201);
    changes.add('addresses');
    ravisAddress = res.body.data as { id: number };
    expect((await server().api.post('/api/Order').set('Authorization', ravi.auth).send(orderBody())).status).toBe(201);
    changes.add('orders');
    changes.change('products', 102); // the order took one from stock
  });

  it("changing or deleting another customer's address answers 404, like a missing one", async () => {
    for (const [method, body] of [
      ['put', addressBody({ street: 'Taken over' })],
      ['delete', undefined],
    ] as const) {
      const res = await server()
        .api[method](`/api/Address/${ravisAddress.id}`)
        .set('Authorization', asha.auth)
        .send(body);
      expect([method, res.status, res.body]).toEqual([method, 404, { isSuccess: false, message: 'Address not found' }]);
    }
    const own = await server().api.get('/api/Address/user').set('Authorization', ravi.auth);
    expect(own.body.data).toEqual([expect.objectContaining({ id: ravisAddress.id, street: "Ravi's street" })]);
  });

  it('ids that are not positive whole numbers answer 404', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '0x10', '99999999999', `${ravisAddress.id}%20`, '%00']) {
      const res = await server().api.delete(`/api/Address/${id}`).set('Authorization', asha.auth);
      expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it('ids and owners in a body are ignored: the record is the caller’s', async () => {
    const res = await server()
      .api.post('/api/Address')
      .set('Authorization', asha.auth)
      .send({ ...addressBody({ street: "Asha's street" }), id: ravisAddress.id, userId: ravi.id });
    changes.add('addresses');
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(ravisAddress.id);
    const stored = (await server().rows('addresses')).find((record) => record.id === res.body.data.id);
    expect(stored).toMatchObject({ userId: asha.id, street: "Asha's street" });

    const profile = await server()
      .api.put('/api/User/profile')
      .set('Authorization', asha.auth)
      .send({ ...profileBody({ firstName: 'Asha' }), id: ravi.id, email: 'admin@example.com', role: 'Admin' });
    changes.change('users', asha.id);
    expect(profile.body.data).toMatchObject({ id: asha.id, email: 'asha.hostile@example.com', role: 'Customer' });
  });

  it("a customer's order list holds only their own orders", async () => {
    const res = await server().api.get('/api/Order/user').set('Authorization', asha.auth);
    expect([res.status, res.body.data]).toEqual([200, []]);
  });

  it('a customer cannot reach the admin product routes (403)', async () => {
    for (const [method, path] of [
      ['post', '/api/Product'],
      ['put', '/api/Product/1'],
      ['delete', '/api/Product/1'],
    ] as const) {
      const res = await server().api[method](path).set('Authorization', asha.auth).send({ Name: 'x' });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });
});

describeHostile('X-HTTP-Method-Override and friends', server, (changes) => {
  let address: { id: number };

  beforeAll(async () => {
    const res = await server()
      .api.post('/api/Address')
      .set('Authorization', asha.auth)
      .send(addressBody({ street: 'Override target' }));
    changes.add('addresses');
    address = res.body.data as { id: number };
  });

  it('a POST never acts as a DELETE or PUT, whatever header or parameter says so', async () => {
    for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
      for (const method of ['DELETE', 'PUT']) {
        // POST is not a method of these paths: 405 (Allow: PUT, DELETE), the record untouched.
        const own = await server()
          .api.post(`/api/Address/${address.id}`)
          .set('Authorization', asha.auth)
          .set(header, method)
          .send(addressBody());
        expect([header, method, own.status]).toEqual([header, method, 405]);
        const product = await server()
          .api.post('/api/Product/1')
          .set('Authorization', admin.auth)
          .set(header, method)
          .send({});
        expect([header, method, product.status]).toEqual([header, method, 405]);
        const category = await server().api.post('/api/categories/1').set(header, method).send({});
        expect([header, method, category.status]).toEqual([header, method, 405]);
      }
    }
    const query = await server()
      .api.post(`/api/Address/${address.id}?_method=DELETE`)
      .set('Authorization', asha.auth)
      .send({});
    expect(query.status).toBe(405);
    const get = await server().api.get(`/api/Product?_method=DELETE`).set('X-HTTP-Method-Override', 'DELETE');
    expect(get.status).toBe(200);
  });
});
