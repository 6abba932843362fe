import { BODY_SHAPE_LIMITS, SHAPE_MESSAGES } from '../server/platform/middleware/bodyShape';
import { VALIDATION_FAILED } from '../server/platform/middleware/validate';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { bookingBody, orderBody } from './support/bodies';
import { WRITE_ENDPOINTS, requestTo, type Caller } from './support/endpoints';
import { describeOnEngines } from './support/engines';
import { expectResponsive, measureWhile } from './support/eventLoop';
import { describeHostile, serverForFile } from './support/groups';

// One request with a huge list froze the whole site. Every JSON body is
// bounded in depth, entries per list or object and values in all, before any per-element work.

const failure = (errors: Record<string, string[]>) => ({ isSuccess: false, message: VALIDATION_FAILED, errors });

/** The reported attack: 300,000 empty order lines (0.9 MB), built once as text. */
const EMPTY_LINES = JSON.stringify({ items: Array.from({ length: 300_000 }, () => ({})), deliveryMethod: 'standard' });

describeOnEngines('bodies bounded in shape before any per-element work', (engine) => {
  const server = serverForFile(`shapes-${engine}`, engine);
  const auth: Record<Caller, string | undefined> = { public: undefined, customer: undefined, admin: undefined };

  beforeAll(async () => {
    auth.customer = (await logIn(server(), DEMO_CUSTOMER)).auth;
    auth.admin = (await logIn(server(), DEMO_ADMIN)).auth;
  });

  describeHostile('huge lists and objects', server, () => {
    it('a quote with 300,000 empty lines answers 400 naming items, and the site stays responsive meanwhile', async () => {
      const measure = await measureWhile(server(), () =>
        server()
          .api.post('/api/Order/quote')
          .set('Authorization', auth.customer!)
          .set('Content-Type', 'application/json')
          .send(EMPTY_LINES),
      );
      expect([measure.result.status, measure.result.body]).toEqual([
        400,
        failure({ items: [SHAPE_MESSAGES.tooManyEntries] }),
      ]);
      expectResponsive(measure);
    });

    it('an order, a booking and an address book entry past the bounds are refused with the field named', async () => {
      const tooMany = Array.from({ length: BODY_SHAPE_LIMITS.maxEntries + 1 }, () => ({ productId: 102, quantity: 1 }));
      const order = await server()
        .api.post('/api/Order')
        .set('Authorization', auth.customer!)
        .send(orderBody({ items: tooMany }));
      expect([order.status, order.body]).toEqual([400, failure({ items: [SHAPE_MESSAGES.tooManyEntries] })]);
      const features = Array.from({ length: 5000 }, (_, i) => `feature ${i}`);
      const booking = await server()
        .api.post('/api/send-email')
        .send(bookingBody(3, {}, { selectedService: { id: 1, features } }));
      expect([booking.status, booking.body]).toEqual([
        400,
        failure({ 'selectedService.features': [SHAPE_MESSAGES.tooManyEntries] }),
      ]);
      const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
      const address = await server().api.post('/api/Address').set('Authorization', auth.customer!).send(manyKeys);
      expect([address.status, address.body]).toEqual([400, failure({ _: [SHAPE_MESSAGES.tooManyEntries] })]);
    });

    it('lists inside lists answer 400 at the first level too deep', async () => {
      const deep = `{"items": [{"productId": ${'['.repeat(50_000)}${']'.repeat(50_000)}, "quantity": 1}], "deliveryMethod": "standard"}`;
      const res = await server()
        .api.post('/api/Order/quote')
        .set('Authorization', auth.customer!)
        .set('Content-Type', 'application/json')
        .send(deep);
      expect([res.status, res.body]).toEqual([400, failure({ 'items[0].productId[0][0]': [SHAPE_MESSAGES.tooDeep] })]);
    });

    it('many small lists that add up past the total answer 400', async () => {
      const grid = {
        items: [{ productId: 102, quantity: 1 }],
        deliveryMethod: 'standard',
        extra: Array.from({ length: 40 }, () => Array(40).fill(0)),
      };
      const res = await server().api.post('/api/Order/quote').set('Authorization', auth.customer!).send(grid);
      expect(res.status).toBe(400);
      expect(Object.values(res.body.errors as Record<string, string[]>)).toEqual([[SHAPE_MESSAGES.tooManyValues]]);
    });

    const endpoints = WRITE_ENDPOINTS.map(
      (endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const,
    );
    it.each(endpoints)('%s: a 100,000-entry list answers 400 without stalling the server', async (_name, endpoint) => {
      const body = JSON.stringify({ items: Array.from({ length: 100_000 }, () => [{}]) });
      const measure = await measureWhile(server(), () =>
        requestTo(server(), endpoint, auth).set('Content-Type', 'application/json').send(body),
      );
      expect([measure.result.status, measure.result.body]).toEqual([
        400,
        failure({ items: [SHAPE_MESSAGES.tooManyEntries] }),
      ]);
      expectResponsive(measure);
    });
  });
});
