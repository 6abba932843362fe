import { NO_LINKS_MESSAGE } from '../src/shared/contract/fields/noLinks';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { ADDRESS, orderBody, registerBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { readOutbox, waitForMailWith } from './support/outbox';
import { serversPerTest } from './support/serversPerTest';

/*
 * Turning the site's mail on a stranger. The site never verifies an e-mail address, so a guest
 * order or a registration can name anyone's: whatever the form carries must not reach that
 * mailbox. A web link in a name or an address line is refused (400, naming each field); link-free
 * spam is accepted as typed (staff see it), but every mail to the stranger is the site's fixed
 * wording with the facts it computed (order number, catalogue items, amounts, its own links).
 */

const STRANGER = 'stranger.victim@example.com';
const PHISHING = {
  name: 'WINNER! Claim at https://evil.example/win',
  recipientName: 'Prize desk www.evil.example',
  street: 'Your account is locked, verify at https://evil.example/login',
  city: 'bit.ly/x',
};
/** Link-free, so accepted; none of it may reach the stranger. */
const SPAM = {
  name: 'WINNER! Claim your prize, call 98xxxx',
  recipientName: 'Prize Desk call 90000 00000',
  street: 'Your account is locked, reply with your PIN',
};
const SPAM_MARKERS = ['WINNER', 'Claim your prize', 'Prize Desk', 'account is locked', 'reply with your PIN', '98xxxx'];

const guestOrder = (patch: { name: string; recipientName: string; street: string; city?: string }) =>
  orderBody({
    guest: { name: patch.name, email: STRANGER, phone: '+91 91234 56789' },
    shippingAddress: {
      ...ADDRESS,
      recipientName: patch.recipientName,
      street: patch.street,
      city: patch.city ?? ADDRESS.city,
    },
  });

describeOnEngines('mail to an address nobody has proven', (engine) => {
  const run = serversPerTest();

  it('refuses links in names and addresses, and mails a stranger none of the typed text', async () => {
    const { servers } = await run.start(engine, `stranger-mail-${engine}`, 1);
    const [server] = servers;

    // Links in the guest's name and the delivery address: 400, each field named.
    const linked = await server.api.post('/api/Order').send(guestOrder(PHISHING));
    expect([linked.status, linked.body.isSuccess, linked.body.errors]).toEqual([
      400,
      false,
      {
        'guest.name': [NO_LINKS_MESSAGE],
        'shippingAddress.recipientName': [NO_LINKS_MESSAGE],
        'shippingAddress.street': [NO_LINKS_MESSAGE],
        'shippingAddress.city': [NO_LINKS_MESSAGE],
      },
    ]);
    const badRegistration = await server.api
      .post('/api/Auth/register')
      .send(registerBody(`url.${STRANGER}`, { firstName: 'https://evil.example/win' }));
    expect([badRegistration.status, badRegistration.body.errors]).toEqual([400, { firstName: [NO_LINKS_MESSAGE] }]);

    // Link-free spam is accepted as typed; the stranger gets the confirmation (with its tax
    // invoice), then the company's cancellation (with its credit note), then a welcome.
    const placed = await server.api.post('/api/Order').send(guestOrder(SPAM));
    expect(placed.status).toBe(201);
    const { id, orderNumber } = placed.body.data as { id: number; orderNumber: string };
    const admin = (await logIn(server, DEMO_ADMIN)).auth;
    const cancelled = await server.api.post(`/api/admin/orders/${id}/cancel`).set('Authorization', admin);
    expect(cancelled.status).toBe(200);
    const registered = await server.api
      .post('/api/Auth/register')
      .send(registerBody(STRANGER, { firstName: 'WINNER! Claim your prize', lastName: 'call 98xxxx' }));
    expect(registered.status).toBe(201);

    await waitForMailWith(server.dataDir, `Your order ${orderNumber} is cancelled`);
    await waitForMailWith(server.dataDir, 'Welcome: your account is ready');
    const toStranger = readOutbox(server.dataDir).filter((mail) => /^To: stranger\.victim@example\.com$/m.test(mail));
    expect(toStranger.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).toEqual(
      expect.arrayContaining([
        `Your order ${orderNumber} is confirmed`,
        `Your order ${orderNumber} is cancelled`,
        'Welcome: your account is ready',
      ]),
    );
    for (const mail of toStranger) {
      for (const marker of SPAM_MARKERS) expect([marker, mail.includes(marker)]).toEqual([marker, false]);
      expect(mail).not.toMatch(/evil\.example/);
      expect(mail).toMatch(/^Hello,$/m);
    }
    // The typed text is kept for the staff: the order stores it as given.
    const row = (await server.rows('orders')).find((order) => order.orderNumber === orderNumber)!;
    expect(row.customerName).toBe(SPAM.name);
  });
});
