import sharp from 'sharp';
import type { AdminOrderDetail } from '../../../src/shared/contract/adminOrder';
import type { OrderDetail } from '../../../src/shared/contract/order';
import { RETURN_MESSAGES, type AdminReturnRequest } from '../../../src/shared/contract/orderReturn';
import { bearerFor, registerCustomer } from '../../test/customers';
import { placeOrder } from '../../test/orderFixtures';
import { DEMO, decodeQuotedPrintable, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { RETURN_ERRORS } from './returnWindows';
import { RETURN_DECISION_ERRORS } from './returnRequests.service';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const DAY = 24 * 60 * 60_000;
const staff = (path: string, body?: object) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
const queue = async (query: string) => {
  const res = await t.api.get(`/api/admin/return-requests?${query}`).set('Authorization', admin);
  expect(res.status).toBe(200);
  return { items: res.body.data as AdminReturnRequest[], total: Number(res.headers['x-total-count']) };
};
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** A customer's delivered order of two lines: 2 hampers (line 1) and 1 of product 201 (line 2). */
async function deliveredOrder() {
  const owner = await bearerFor(t, DEMO.customer);
  const order = await placeOrder(t, owner.auth, {
    items: [
      { productId: 102, quantity: 2 },
      { productId: 201, quantity: 1 },
    ],
  });
  expect(
    (await staff(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-5501' })).status,
  ).toBe(200);
  expect((await staff(`/orders/${order.id}/deliver`)).status).toBe(200);
  return { owner, order };
}

describe('return requests', () => {
  it('takes several items with a photo, refuses more than was bought, and shows the photo only through its signed link', async () => {
    const { owner, order } = await deliveredOrder();
    const asked = await t.api
      .post(`/api/Order/${order.id}/returns`)
      .set('Authorization', owner.auth)
      .field('items', JSON.stringify([{ lineNo: 1, quantity: 1 }, { lineNo: 2 }]))
      .field('reason', 'Arrived scratched')
      .field('note', 'The box was open')
      .attach('Photos', await photo(), { filename: 'scratch.png', contentType: 'image/png' });
    expect(asked.status).toBe(201);
    const detail = asked.body.data as OrderDetail;
    expect(detail.returnRequests).toHaveLength(1);
    const [request] = detail.returnRequests;
    expect(request).toMatchObject({ status: 'requested', reason: 'Arrived scratched', note: 'The box was open' });
    expect(request.items.map(({ lineNo, quantity }) => [lineNo, quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(request.photos).toHaveLength(1);

    // One hamper is still returnable, the other line is fully in the request: the database refuses more.
    const ask = (items: object[]) =>
      t.api.post(`/api/Order/${order.id}/returns`).set('Authorization', owner.auth).send({ items, reason: 'Again' });
    const tooMany = await ask([{ lineNo: 1, quantity: 2 }]);
    expect([tooMany.status, tooMany.body.isSuccess]).toEqual([409, false]);
    expect(tooMany.body.message).toMatch(/^Only 1 of /);
    expect((await ask([{ lineNo: 2, quantity: 1 }])).body.message).toBe(RETURN_ERRORS.already);
    const none = await ask([]);
    expect([none.status, none.body.errors]).toEqual([400, { items: [RETURN_MESSAGES.itemsRequired] }]);
    expect(await t.rows('returnRequests')).toHaveLength(1);

    // The photo: its signed link works for anyone holding it; without the signature, or altered, it is not found.
    const url = request.photos[0].url;
    const shown = await t.api.get(url);
    expect([shown.status, shown.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await sharp(shown.body as Buffer).metadata()).width).toBe(40);
    expect((await t.api.get(url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(404);
    expect((await t.api.get(url.split('?')[0])).status).toBe(404);
    // Staff see the same photo in the queue; another customer cannot see the order at all.
    const [queued] = (await queue('status=requested')).items;
    expect(queued.photos).toHaveLength(1);
    expect((await t.api.get(queued.photos[0].url)).status).toBe(200);
    const stranger = await registerCustomer(t, 'stranger@example.com');
    expect((await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', stranger.auth)).status).toBe(
      404,
    );
    t.clock.advance(2 * DAY);
    expect((await t.api.get(url)).status).toBe(404); // the link has expired
  });

  it('refuses a photo that is not a readable image with the 400 envelope, and stores nothing', async () => {
    const { owner, order } = await deliveredOrder();
    const send = (file: Buffer, name: string) =>
      t.api
        .post(`/api/Order/${order.id}/returns`)
        .set('Authorization', owner.auth)
        .field('items', JSON.stringify([{ lineNo: 1 }]))
        .field('reason', 'Broken')
        .attach('Photos', file, { filename: name, contentType: 'image/png' });
    // A PNG signature followed by garbage: recognised as PNG, refused by the decoder.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const bad = await send(broken, 'broken.png');
    expect([bad.status, bad.body.isSuccess, typeof bad.body.message]).toEqual([400, false, 'string']);
    // Text named .png is refused by its first bytes (the pipeline's 415).
    const text = await send(Buffer.from('hello, this is not an image at all, not even close to one'), 'x.png');
    expect([text.status, text.body.isSuccess]).toEqual([415, false]);
    expect(await t.rows('returnRequests')).toHaveLength(0);
    expect(await t.rows('returnRequestPhotos')).toHaveLength(0);
  });

  it('staff filter the queue, reject with a reason (mailed, audited, shown) and approve and refund another', async () => {
    const delivered = await deliveredOrder();
    const { order } = delivered;
    let owner = delivered.owner;
    const ask = (items: object[], reason: string) =>
      t.api.post(`/api/Order/${order.id}/returns`).set('Authorization', owner.auth).send({ items, reason });
    expect((await ask([{ lineNo: 1, quantity: 2 }], 'Too small')).status).toBe(201);
    t.clock.advance(3 * DAY);
    // Fresh logins after the days passed.
    owner = await bearerFor(t, DEMO.customer);
    admin = (await bearerFor(t, DEMO.admin)).auth;
    expect((await ask([{ lineNo: 2 }], 'Changed my mind')).status).toBe(201);

    expect((await queue('')).total).toBe(2);
    expect((await queue('olderThanDays=2')).items.map((item) => item.reason)).toEqual(['Too small']);
    expect((await queue(`q=${order.orderNumber.slice(-4).toLowerCase()}`)).total).toBe(2);
    expect((await queue('q=NOPE-0')).total).toBe(0);
    expect((await queue('status=rejected')).total).toBe(0);
    const paged = await queue('_limit=1&_page=2');
    expect([paged.items.map((item) => item.reason), paged.total]).toEqual([['Changed my mind'], 2]);
    const badFilter = await t.api.get('/api/admin/return-requests?status=lost').set('Authorization', admin);
    expect([badFilter.status, badFilter.body.isSuccess]).toEqual([400, false]);
    const forCustomer = await t.api.get('/api/admin/return-requests').set('Authorization', owner.auth);
    expect(forCustomer.status).toBe(403);

    const [first, second] = (await queue('')).items;
    const noReason = await staff(`/return-requests/${first.id}/reject`, { reason: ' ' });
    expect([noReason.status, noReason.body.errors]).toEqual([400, { reason: [RETURN_MESSAGES.rejectReasonRequired] }]);
    const rejected = await staff(`/return-requests/${first.id}/reject`, { reason: 'Worn items cannot be returned' });
    expect([rejected.status, rejected.body.data.status]).toEqual([200, 'rejected']);
    const again = await staff(`/return-requests/${first.id}/approve`);
    expect([again.status, again.body.message]).toEqual([409, RETURN_DECISION_ERRORS.notOpen('rejected')]);
    expect((await staff(`/return-requests/${second.id}/approve`)).status).toBe(200);
    expect((await queue('status=rejected')).items.map((item) => item.id)).toEqual([first.id]);

    await t.context.outbox.idle();
    const mails = t.outbox().map(decodeQuotedPrintable);
    const rejection = mails.find((mail) => mail.includes('was not accepted'));
    expect(rejection).toContain('Worn items cannot be returned');
    expect(mails.some((mail) => mail.includes(`Subject: Your return for order ${order.orderNumber} is approved`))).toBe(
      true,
    );

    // The customer sees the reason; the rejected hampers may be asked for again.
    const shown = (await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth)).body
      .data as OrderDetail;
    expect(shown.returnRequests.map((request) => [request.status, request.rejectReason])).toEqual([
      ['rejected', 'Worn items cannot be returned'],
      ['approved', null],
    ]);
    expect((await ask([{ lineNo: 1, quantity: 1 }], 'Too small after all')).status).toBe(201);

    // The approved line is refunded through the refund service; the request records amount and deductions.
    expect((await staff(`/return-requests/${second.id}/receive`)).status).toBe(200);
    const refund = await staff(`/returns/${second.items[0].returnId}/refund`, {
      kind: 'change_of_mind',
      method: 'upi_transfer',
      reference: 'UTR 1234 5678',
      damagePaise: 5000,
    });
    expect(refund.status).toBe(201);
    const refunded = (await t.api.get(`/api/admin/return-requests/${second.id}`).set('Authorization', admin)).body
      .data as AdminReturnRequest;
    expect(refunded.status).toBe('refunded');
    expect(refunded.deductionPaise).toBe(9900 + 5000);
    expect(refunded.refundPaise).toBe(Math.round(refund.body.data.amount * 100));
    expect(refund.body.data.deduction).toBe(149);

    const audit = (await t.api.get(`/api/admin/orders/${order.id}`).set('Authorization', admin)).body
      .data as AdminOrderDetail;
    expect(audit.audit.map((entry) => entry.to)).toEqual(
      expect.arrayContaining(['return rejected', 'return approved', 'return received', 'return refunded']),
    );
    expect(audit.audit.find((entry) => entry.to === 'return rejected')?.note).toContain(
      'Worn items cannot be returned',
    );
  });
});
