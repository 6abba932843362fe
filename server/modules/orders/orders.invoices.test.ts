import { taxDocumentResolver } from '../billing/documentAttachment';
import { pdfText } from '../billing/pdfText';
import { bearerFor, registerCustomer } from '../../test/customers';
import { DELHI_ADDRESS, placeOrder } from '../../test/orderFixtures';
import { DEMO, decodeQuotedPrintable, freshAppWithAdmin, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const post = (path: string) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send();
const mailTo = async (subject: RegExp) => {
  await t.context.outbox.idle();
  return t.outbox().find((raw) => subject.test(decodeQuotedPrintable(raw)));
};
/** The PDF attached to a raw .eml (base64 between its part headers and the next boundary). */
const attachedPdf = (raw: string) => {
  const part = raw.split(/Content-Type: application\/pdf/)[1];
  if (!part) return null;
  const body = part.split(/\r?\n\r?\n/)[1].split(/\r?\n--/)[0];
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
};

describe('tax invoices and credit notes of orders', () => {
  it('invoices cash on delivery as placed: the PDF goes with the confirmation and the customer can download it', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth);
    const mail = await mailTo(new RegExp(`Your order ${order.orderNumber} is confirmed`));
    expect(mail).toMatch(/filename=UE-25-26-000001\.pdf/);
    const { text } = await pdfText(attachedPdf(mail!)!);
    expect(text).toContain('Invoice number: UE/25-26/000001');
    expect(text).toContain('GSTIN: 07AAACU1234F1ZS');
    expect(text).toContain('0902');
    expect(text).toContain('Place of supply: Delhi (07)');

    const detail = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(detail.body.data.taxDocuments).toEqual([
      expect.objectContaining({ kind: 'invoice', number: 'UE/25-26/000001', total: order.totalAmount }),
    ]);
    const pdf = await t.api
      .get(`/api/Order/documents/${encodeURIComponent('UE/25-26/000001')}`)
      .set('Authorization', owner.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="UE-25-26-000001.pdf"');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // Someone else's document answers like a missing one.
    const stranger = (await registerCustomer(t, 'stranger@example.com')).auth;
    const refused = await t.api
      .get(`/api/Order/documents/${encodeURIComponent('UE/25-26/000001')}`)
      .set('Authorization', stranger);
    expect(refused.status).toBe(404);
  });

  it('renders the PDF when the mail is sent: a failed render keeps the mail queued, and the retry sends it with the PDF', async () => {
    t.context.outbox.registerAttachments('taxDocument', () => Promise.reject(new Error('PDF renderer failed')));
    const order = await placeOrder(t, null);
    await t.context.outbox.idle();
    const confirmed = new RegExp(`Your order ${order.orderNumber} is confirmed`);
    const queued = (await t.rows('mailOutbox')).find((row) => confirmed.test(String(row.subject)))!;
    // The order's transaction stored the document's number, not its PDF.
    expect(JSON.parse(String(queued.payload)).attachments).toEqual([{ named: 'taxDocument', ref: 'UE/25-26/000001' }]);
    expect([queued.status, queued.attempts, queued.lastError]).toEqual(['pending', 1, 'PDF renderer failed']);
    expect(await mailTo(confirmed)).toBeUndefined();

    t.context.outbox.registerAttachments('taxDocument', taxDocumentResolver(t.context));
    t.clock.advance(60_000);
    const mail = await mailTo(confirmed);
    expect(mail).toMatch(/filename=UE-25-26-000001\.pdf/);
    expect((await pdfText(attachedPdf(mail!)!)).text).toContain('Invoice number: UE/25-26/000001');
  });

  it('invoices a UPI order when it is paid, not before, and a Mumbai delivery prints IGST', async () => {
    const order = await placeOrder(t, null, {
      paymentMethod: 'upi',
      shippingAddress: { ...DELHI_ADDRESS, city: 'Mumbai', state: 'Maharashtra', zipCode: '400020' },
    });
    expect(await t.rows('taxDocuments')).toEqual([]);
    expect((await post(`/orders/${order.id}/mark-paid`)).status).toBe(200);
    const mail = await mailTo(new RegExp(`Payment received for order ${order.orderNumber}`));
    expect(decodeQuotedPrintable(mail!)).toContain('Your tax invoice is attached.');
    const { text } = await pdfText(attachedPdf(mail!)!);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it('credits an invoiced order in full when it is cancelled, and leaves an unpaid one without documents', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth);
    const cancelled = await t.api.post(`/api/Order/${order.id}/cancel`).set('Authorization', owner.auth);
    expect(cancelled.status).toBe(200);
    const mail = await mailTo(new RegExp(`Your order ${order.orderNumber} is cancelled`));
    const { text } = await pdfText(attachedPdf(mail!)!);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Against invoice: UE/25-26/000001');
    const documents = (await t.rows('taxDocuments')) as Array<{ kind: string; totalPaise: number }>;
    expect(documents.map((row) => [row.kind, Number(row.totalPaise)])).toEqual([
      ['invoice', Math.round(order.totalAmount * 100)],
      ['credit_note', Math.round(order.totalAmount * 100)],
    ]);

    const unpaid = await placeOrder(t, null, { paymentMethod: 'upi' });
    expect((await post(`/orders/${unpaid.id}/cancel`)).status).toBe(200);
    expect(await t.rows('taxDocuments')).toHaveLength(2);
  });
});
