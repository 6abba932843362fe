import { createTestApp, type TestApp } from '../../test/testApp';
import { billingService } from './billing.service';
import { anOrder, invoiceInput, MAHARASHTRA_GSTIN, PLANNING, TEA } from './billingFixtures';

// Issuing documents against the real database (SQLite here, PostgreSQL in `server-pg`).
let t: TestApp;
let billing: ReturnType<typeof billingService>;
beforeAll(async () => {
  t = await createTestApp();
  billing = billingService(t.context);
});
afterAll(() => t.cleanup());

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now());

describe('document serials', () => {
  it('gives concurrent claims distinct consecutive numbers, counted in the database', async () => {
    const claims = await Promise.all(
      Array.from({ length: 40 }, () => t.store.transaction((tx) => tx.billing.claimSerial('credit_note', '90-91'))),
    );
    expect([...claims].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const rows = await t.rows('documentSerials');
    expect(rows).toContainEqual({ kind: 'credit_note', financialYear: '90-91', lastSerial: 40 });
  });

  it('a claim in a transaction that rolls back gives its number back', async () => {
    await expect(
      t.store.transaction(async (tx) => {
        await tx.billing.claimSerial('credit_note', '91-92');
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await t.store.transaction((tx) => tx.billing.claimSerial('credit_note', '91-92'))).toBe(1);
  });

  it('numbers invoices per financial year: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new', async () => {
    setClock('2027-03-31T18:29:59.000Z');
    const march = await billing.issueInvoice(t.store, invoiceInput(await anOrder(t)));
    setClock('2027-03-31T18:30:00.000Z');
    const april = await billing.issueInvoice(t.store, invoiceInput(await anOrder(t)));
    const april2 = await billing.issueInvoice(t.store, invoiceInput(await anOrder(t)));
    expect(march.number).toMatch(/^UE\/26-27\/\d{6}$/);
    expect([april.number, april2.number]).toEqual(['UE/27-28/000001', 'UE/27-28/000002']);
  });
});

describe('invoices', () => {
  it('concurrent invoices for different orders get consecutive numbers; for one order, one invoice', async () => {
    setClock('2028-05-10T06:00:00.000Z');
    const orders = [];
    for (let index = 0; index < 6; index += 1) orders.push(await anOrder(t));
    const issued = await Promise.all(orders.map((order) => billing.issueInvoice(t.store, invoiceInput(order))));
    expect(issued.map((doc) => doc.number).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `UE/28-29/00000${index + 1}`),
    );

    const same = await anOrder(t);
    const twice = await Promise.all(Array.from({ length: 5 }, () => billing.issueInvoice(t.store, invoiceInput(same))));
    expect(new Set(twice.map((doc) => doc.number)).size).toBe(1);
    expect(twice[0].number).toBe('UE/28-29/000007');
    // The next invoice follows without a gap: no number was spent on the refused repeats.
    expect((await billing.issueInvoice(t.store, invoiceInput(await anOrder(t)))).number).toBe('UE/28-29/000008');
  });

  it('the database refuses a second invoice for an order, whoever writes it', async () => {
    const order = await anOrder(t);
    const first = await billing.issueInvoice(t.store, invoiceInput(order));
    // The rejection is read by its message: better-sqlite3's error class comes from the first test
    // file a jest worker loaded it in, so `toThrow` may not recognise it as an Error in a later one.
    const refusal = await t
      .direct()
      .insertInto('taxDocuments')
      .values({
        kind: 'invoice',
        number: 'UE/99-00/999999',
        orderId: order.id,
        issuedAt: first.issuedAt,
        content: '{}',
        totalPaise: 100,
        refersToId: null,
        reason: null,
      })
      .execute()
      .then(
        () => 'stored',
        (error: unknown) => String((error as { message?: unknown }).message),
      );
    expect(refusal).toMatch(/unique/i);
    const invoices = (await t.rows('taxDocuments')).filter((row) => row.orderId === order.id);
    expect(invoices.map((row) => row.number)).toEqual([first.number]);
  });

  it('issues inside the caller’s transaction and rolls back with it', async () => {
    setClock('2029-06-01T06:00:00.000Z');
    const order = await anOrder(t);
    await expect(
      t.store.transaction(async (tx) => {
        await billing.issueInvoice(tx, invoiceInput(order));
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    const kept = await t.store.transaction((tx) => billing.issueInvoice(tx, invoiceInput(order)));
    expect(kept.number).toBe('UE/29-30/000001');
  });

  it('refuses figures that do not add up', async () => {
    const input = invoiceInput(await anOrder(t));
    await expect(billing.issueInvoice(t.store, { ...input, totalPaid: input.totalPaid + 1 })).rejects.toThrow(
      /do not add up/,
    );
  });
});

describe('credit notes', () => {
  it('numbers them on their own series and never credits more than the invoice', async () => {
    setClock('2030-07-01T06:00:00.000Z');
    const input = invoiceInput(await anOrder(t), {
      lines: [TEA, PLANNING],
      state: 'Maharashtra',
      gstin: MAHARASHTRA_GSTIN,
    });
    const invoice = await billing.issueInvoice(t.store, input);
    const tea = input.lines[0].tax;
    const amount = tea.taxableValue + tea.igst;
    const note = await billing.issueCreditNote(t.store, {
      invoiceNumber: invoice.number,
      amount,
      reason: 'Tea returned',
      split: [tea],
    });
    expect(note).toEqual(expect.objectContaining({ kind: 'credit_note', number: 'CN/30-31/000001', total: amount }));
    await expect(
      billing.issueCreditNote(t.store, {
        invoiceNumber: invoice.number,
        amount: input.totalPaid,
        reason: 'Everything refunded',
        split: [...input.lines.map((line) => line.tax), input.tax.shipping],
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      billing.issueCreditNote(t.store, { invoiceNumber: 'UE/30-31/999999', amount: 1, reason: 'x', split: [] }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
