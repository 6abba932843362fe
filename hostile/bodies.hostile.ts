import zlib from 'node:zlib';
import { SHAPE_MESSAGES } from '../server/platform/middleware/bodyShape';
import { NOT_A_SINGLE_VALUE, VALIDATION_FAILED } from '../server/platform/middleware/validate';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { addressBody, bookingBody, registerBody } from './support/bodies';
import { WRITE_ENDPOINTS, requestTo, type Caller } from './support/endpoints';
import { describeHostile, serverForFile } from './support/groups';

const server = serverForFile('bodies');
const auth: Record<Caller, string | undefined> = { public: undefined, customer: undefined, admin: undefined };

beforeAll(async () => {
  auth.customer = (await logIn(server(), DEMO_CUSTOMER)).auth;
  auth.admin = (await logIn(server(), DEMO_ADMIN)).auth;
});

const endpointName = ({ method, path }: (typeof WRITE_ENDPOINTS)[number]) => `${method.toUpperCase()} ${path}`;
const ENDPOINTS = WRITE_ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const);

describeHostile('malformed JSON', server, () => {
  it.each(ENDPOINTS)('%s answers 400 in the envelope', async (_name, endpoint) => {
    for (const text of ['{"email": ', '{bad json}', "{'single': 'quotes'}", '{"a":1}}', '\u0000']) {
      const res = await requestTo(server(), endpoint, auth).set('Content-Type', 'application/json').send(text);
      expect([text, res.status, res.body]).toEqual([
        text,
        400,
        { isSuccess: false, message: 'The request body is not valid JSON' },
      ]);
    }
  });

  it('a JSON value that is not an object answers 400 (strict parsing takes only objects and lists)', async () => {
    const answers = [
      ...['null', '"text"', '42', 'true'].map((text) => [text, 'The request body is not valid JSON']),
      ...['[1,2]', '[]'].map((text) => [text, 'The request body must be a JSON object']),
    ];
    for (const [text, message] of answers) {
      const res = await server().api.post('/api/send-email').set('Content-Type', 'application/json').send(text);
      expect([text, res.status, res.body]).toEqual([text, 400, { isSuccess: false, message }]);
    }
  });
});

describeHostile('bodies over 1 MB', server, () => {
  const big = 'x'.repeat(1_100_000);

  it.each(ENDPOINTS)('%s answers 413 in the envelope', async (_name, endpoint) => {
    const res = await requestTo(server(), endpoint, auth).send({ name: big });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ isSuccess: false, message: 'The request body is too large' });
  });

  it('a gzip body that inflates past 1 MB answers 413 (the limit counts the inflated size)', async () => {
    const bomb = zlib.gzipSync(JSON.stringify({ ...bookingBody(0), padding: '0'.repeat(20_000_000) }));
    expect(bomb.length).toBeLessThan(100_000);
    const res = await fetch(`${server().origin}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: bomb,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ isSuccess: false, message: 'The request body is too large' });
  });

  it('a product text field over its multipart limit answers 413', async () => {
    const res = await server()
      .api.post('/api/Product')
      .set('Authorization', auth.admin!)
      .field('Name', 'Big')
      .field('Description', 'd'.repeat(30_000));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ isSuccess: false, message: 'The upload is too large' });
  });
});

describeHostile('bodies that are not JSON', server, () => {
  it('a form, text or XML body answers 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const res = await server()
        .api.post('/api/Address')
        .set('Authorization', auth.customer!)
        .set('Content-Type', type)
        .send('street=1');
      expect([type, res.status, res.body]).toEqual([
        type,
        415,
        { isSuccess: false, message: 'Send the request body as JSON' },
      ]);
    }
  });

  it('an unsupported charset or content encoding answers 415', async () => {
    const charset = await server()
      .api.post('/api/newsletter')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{"email":"a@b.co"}');
    expect([charset.status, charset.body]).toEqual([
      415,
      { isSuccess: false, message: 'The request could not be processed' },
    ]);
    const encoding = await server()
      .api.post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send('{"email":"a@b.co"}');
    expect([encoding.status, encoding.body]).toEqual([
      415,
      { isSuccess: false, message: 'The request could not be processed' },
    ]);
  });
});

describeHostile('lists, objects and prototype keys where single values belong', server, () => {
  // Deeper nesting is refused before validation (shapes.hostile.ts).
  const containers: unknown[] = [['x'], [], { a: 1 }, { toString: 'x' }, { valueOf: 1, toString: 2 }, [[['deep']]]];

  it('text, number and yes/no fields answer 400 with the field named', async () => {
    for (const value of containers) {
      const cases = [
        ['/api/Auth/login', { email: value, password: 'x' }, 'email'],
        ['/api/Auth/login', { email: 'a@b.co', password: 'x', rememberMe: value }, 'rememberMe'],
        ['/api/send-email', bookingBody(1, { name: value }), 'formData.name'],
        ['/api/send-email', bookingBody(1, {}, { selectedService: { id: value } }), 'selectedService.id'],
        ['/api/send-email', bookingBody(1, {}, { selectedDate: value }), 'selectedDate'],
        ['/api/Auth/register', registerBody('list@example.com', { firstName: value }), 'firstName'],
      ] as const;
      for (const [path, body, field] of cases) {
        const res = await server().api.post(path).send(body);
        expect([path, field, res.status, res.body]).toEqual([
          path,
          field,
          400,
          { isSuccess: false, message: VALIDATION_FAILED, errors: { [field]: [NOT_A_SINGLE_VALUE] } },
        ]);
      }
    }
  });

  it('an order line or an address given as a list or an object is refused field by field', async () => {
    const res = await server()
      .api.post('/api/Order/quote')
      .set('Authorization', auth.customer!)
      .send({ items: [{ productId: [102], quantity: { $gt: 0 } }], deliveryMethod: ['standard'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'items[0].productId': [NOT_A_SINGLE_VALUE],
      'items[0].quantity': [NOT_A_SINGLE_VALUE],
      deliveryMethod: [NOT_A_SINGLE_VALUE],
    });
    const address = await server()
      .api.post('/api/Address')
      .set('Authorization', auth.customer!)
      .send(addressBody({ street: ['a', 'b'] }));
    expect([address.status, address.body.errors]).toEqual([400, { street: [NOT_A_SINGLE_VALUE] }]);
  });

  it('a multipart field sent twice is a list: 400, not a 500', async () => {
    const res = await server()
      .api.post('/api/Product')
      .set('Authorization', auth.admin!)
      .field('Name', 'One')
      .field('Name', 'Two')
      .field('Description', 'd')
      .field('Price', '1')
      .field('StockQuantity', '1')
      .field('CategoryId', '1');
    expect([res.status, res.body.errors]).toEqual([400, { Name: [NOT_A_SINGLE_VALUE] }]);
  });

  it('__proto__, constructor and toString keys are dropped, at any depth', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const text = `{"${key}": {"role": "Admin"}, "items": [{"productId": 102, "quantity": 1, "${key}": 1}], "deliveryMethod": "standard"}`;
      const quote = await server()
        .api.post('/api/Order/quote')
        .set('Authorization', auth.customer!)
        .set('Content-Type', 'application/json')
        .send(text);
      expect([key, quote.status, quote.body.data?.subtotal]).toEqual([key, 200, 1444]);
      const nested = JSON.stringify(bookingBody(2)).replace('"formData":{', `"formData":{"${key}":{"x":1},`);
      const booking = await server()
        .api.post('/api/send-email')
        .set('Content-Type', 'application/json')
        .send(nested.replace(/"selectedDate":"[^"]+"/, '"selectedDate":"2025-02-30"'));
      expect([key, booking.status, Object.keys(booking.body.errors)]).toEqual([key, 400, ['selectedDate']]);
    }
    const product = await server()
      .api.post('/api/Product')
      .set('Authorization', auth.admin!)
      .field('__proto__', 'x')
      .field('toString', 'y')
      .field('Name', '');
    expect([product.status, product.body.errors.Name]).toEqual([400, ['Please provide a product name.']]);
  });

  it('a body nested 100,000 levels deep answers 400 at the first level too deep', async () => {
    const deep = `{"email": ${'['.repeat(100_000)}${']'.repeat(100_000)}, "password": "x"}`;
    const res = await server().api.post('/api/Auth/login').set('Content-Type', 'application/json').send(deep);
    expect([res.status, res.body.errors]).toEqual([400, { 'email[0][0][0][0]': [SHAPE_MESSAGES.tooDeep] }]);
  });
});
