import { SELLER_PROFILE_MESSAGES } from '../../../src/shared/contract/sellerProfile';
import { BILLING_MONTH_MESSAGE } from '../../../src/shared/contract/taxDocument';
import { registerCustomer } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { billingService } from './billing.service';
import { anOrder, BRASS, invoiceInput, MAHARASHTRA_GSTIN, PLANNING, TEA } from './billingFixtures';
import { GSTR1_COLUMNS } from './gstr1';

// The back office's billing routes on the real app.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.parse('2026-11-05T06:00:00.000Z') - t.clock.now());
});
beforeEach(async () => {
  admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`;
});
afterAll(() => t.cleanup());

const SELLER = { legalName: 'Utsav Events Private Limited', address: '14 Hauz Khas Village, New Delhi 110016' };

describe('the admin guard', () => {
  it('answers 401 without a session and 403 to a customer, on every billing route', async () => {
    const customer = (await registerCustomer(t, 'billing.customer@example.com')).auth;
    for (const [method, path] of [
      ['get', '/api/admin/billing/seller'],
      ['put', '/api/admin/billing/seller'],
      ['get', '/api/admin/billing/documents?month=2026-11'],
      ['get', '/api/admin/billing/documents/UE%2F26-27%2F000001/pdf'],
      ['get', '/api/admin/billing/gstr1.csv?month=2026-11'],
    ] as const) {
      expect((await t.api[method](path)).status).toBe(401);
      expect((await t.api[method](path).set('Authorization', customer)).status).toBe(403);
    }
  });
});

describe('the seller profile', () => {
  it('starts from the environment, refuses a wrong GSTIN with field messages and keeps what staff save', async () => {
    const first = await t.api.get('/api/admin/billing/seller').set('Authorization', admin).expect(200);
    expect(first.body.data).toEqual({ ...t.config.seller, stateCode: '07', source: 'defaults', updatedAt: null });

    const put = (body: object) => t.api.put('/api/admin/billing/seller').set('Authorization', admin).send(body);
    const badCheck = await put({ ...SELLER, state: 'Maharashtra', gstin: '27AAPFU0939F1ZX' }).expect(400);
    expect(badCheck.body).toMatchObject({
      isSuccess: false,
      errors: { gstin: [SELLER_PROFILE_MESSAGES.gstinCheckDigit] },
    });
    const otherState = await put({ ...SELLER, state: 'Delhi', gstin: MAHARASHTRA_GSTIN }).expect(400);
    expect(otherState.body.errors).toEqual({ gstin: [SELLER_PROFILE_MESSAGES.gstinState('Delhi', '07')] });
    const blank = await put({ legalName: ' ', address: '', state: 'Atlantis', gstin: 'nope' }).expect(400);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['address', 'gstin', 'legalName', 'state']);

    const saved = await put({ ...SELLER, state: 'Maharashtra', gstin: ' 27aapfu0939f1zv ' }).expect(200);
    expect(saved.body.data).toMatchObject({
      state: 'Maharashtra',
      stateCode: '27',
      gstin: MAHARASHTRA_GSTIN,
      source: 'saved',
    });
    const again = await t.api.get('/api/admin/billing/seller').set('Authorization', admin).expect(200);
    expect(again.body.data).toEqual(saved.body.data);

    // New documents print the saved seller.
    const billing = billingService(t.context);
    const input = invoiceInput(await anOrder(t));
    await billing.issueInvoice(t.store, input);
    const record = await t.store.billing.invoiceOfOrder(input.orderId);
    expect(record!.content.seller).toMatchObject({ gstin: MAHARASHTRA_GSTIN, state: 'Maharashtra', stateCode: '27' });
  });
});

describe('documents, PDFs and GSTR-1', () => {
  it('lists the month’s documents, serves a PDF as an attachment and exports GSTR-1 rows that add up', async () => {
    const billing = billingService(t.context);
    const b2b = invoiceInput(await anOrder(t), {
      lines: [TEA, PLANNING],
      state: 'Maharashtra',
      gstin: MAHARASHTRA_GSTIN,
    });
    const b2c = invoiceInput(await anOrder(t), { lines: [TEA, BRASS], discount: 50 });
    const invoice = await billing.issueInvoice(t.store, b2b);
    await billing.issueInvoice(t.store, b2c);
    const tea = b2b.lines[0].tax;
    const note = await billing.issueCreditNote(t.store, {
      invoiceNumber: invoice.number,
      amount: tea.taxableValue + tea.igst,
      reason: 'Tea returned, "unopened"',
      split: [tea],
    });
    // Another month's invoice (1 December 00:00 IST) stays out of November's list.
    t.clock.advance(Date.parse('2026-11-30T18:30:00.000Z') - t.clock.now());
    const december = await billing.issueInvoice(t.store, invoiceInput(await anOrder(t)));
    admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`;

    const list = await t.api.get('/api/admin/billing/documents?month=2026-11').set('Authorization', admin).expect(200);
    const numbers = (list.body.data as Array<{ number: string }>).map((doc) => doc.number);
    expect(numbers).toEqual(expect.arrayContaining([invoice.number, note.number]));
    expect(numbers).not.toContain(december.number);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        number: note.number,
        kind: 'credit_note',
        refersTo: invoice.number,
        placeOfSupply: '27-Maharashtra',
      }),
    );

    const pdf = await t.api
      .get(`/api/admin/billing/documents/${encodeURIComponent(invoice.number)}/pdf`)
      .set('Authorization', admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await t.api.get('/api/admin/billing/documents/UE%2F26-27%2F999999/pdf').set('Authorization', admin).expect(404);

    const csv = await t.api.get('/api/admin/billing/gstr1.csv?month=2026-11').set('Authorization', admin).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header).toBe(GSTR1_COLUMNS.join(','));
    const fields = rows.map((row) => row.split(','));
    const col = (name: (typeof GSTR1_COLUMNS)[number]) => GSTR1_COLUMNS.indexOf(name);
    // Each document's rows (one per rate) add up to its value.
    const byDocument = new Map<string, string[][]>();
    for (const row of fields)
      byDocument.set(row[col('Document number')], [...(byDocument.get(row[col('Document number')]) ?? []), row]);
    for (const [, docRows] of byDocument) {
      const sum = docRows.reduce(
        (total, row) =>
          total +
          ['Taxable value', 'IGST', 'CGST', 'SGST'].reduce(
            (s, name) => s + Math.round(Number(row[col(name as never)]) * 100),
            0,
          ),
        0,
      );
      expect(sum).toBe(Math.round(Number(docRows[0][col('Document value')]) * 100));
    }
    const b2bRows = byDocument.get(invoice.number)!;
    expect(b2bRows.map((row) => [row[col('Section')], row[col('Rate')], row[col('Place of supply')]])).toEqual([
      ['B2B', '5', '27-Maharashtra'],
      ['B2B', '18', '27-Maharashtra'],
    ]);
    expect(b2bRows[0][col('Buyer GSTIN')]).toBe(MAHARASHTRA_GSTIN);
    expect(b2bRows[0][col('Document date')]).toBe('05-Nov-2026');
    const noteRows = byDocument.get(note.number)!;
    expect(noteRows).toHaveLength(1);
    expect(noteRows[0].slice(0, 6)).toEqual([
      'Credit note',
      note.number,
      '05-Nov-2026',
      invoice.number,
      '05-Nov-2026',
      'CDNR',
    ]);
    expect(Number(noteRows[0][col('Document value')])).toBe(-(tea.taxableValue + tea.igst));
    expect(fields.some((row) => row[col('Section')] === 'B2CS' && row[col('Supply type')] === 'Intra-State')).toBe(
      true,
    );
    expect(fields.every((row) => row[col('Document date')].endsWith('Nov-2026'))).toBe(true);
  });

  it('answers 400 with a field message for a month that is not YYYY-MM', async () => {
    for (const month of ['2026-13', '11-2026', '', '2026-1']) {
      const res = await t.api
        .get(`/api/admin/billing/gstr1.csv?month=${month}`)
        .set('Authorization', admin)
        .expect(400);
      expect(res.body).toEqual({
        isSuccess: false,
        message: BILLING_MONTH_MESSAGE,
        errors: { month: [BILLING_MONTH_MESSAGE] },
      });
    }
    await t.api.get('/api/admin/billing/documents').set('Authorization', admin).expect(400);
  });
});
