import { createTestApp, type TestApp } from '../../test/testApp';
import { billingService } from './billing.service';
import { anOrder, BRASS, invoiceInput, MAHARASHTRA_GSTIN, PLANNING, TEA, type FixtureLine } from './billingFixtures';
import { pdfText } from './pdfText';

// The printed documents, read back with a PDF text extractor.
let t: TestApp;
let billing: ReturnType<typeof billingService>;
beforeAll(async () => {
  t = await createTestApp();
  billing = billingService(t.context);
  t.clock.advance(Date.parse('2026-11-05T06:00:00.000Z') - t.clock.now());
});
afterAll(() => t.cleanup());

/** Text with its line breaks and runs of spaces as single spaces (a cell may wrap). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('prints the seller, the registered buyer, HSN codes, IGST, place of supply and the total in words', async () => {
    const input = invoiceInput(await anOrder(t), {
      lines: [TEA, PLANNING],
      state: 'Maharashtra',
      gstin: MAHARASHTRA_GSTIN,
      delivery: 0,
    });
    const invoice = await billing.issueInvoice(t.store, input);
    const pdf = await billing.invoicePdf(t.store, input.orderId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat((await pdfText(pdf)).text);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain('Date: 05/11/2026');
    expect(text).toContain(t.config.seller.gstin);
    expect(text).toContain(t.config.seller.legalName);
    expect(text).toContain('State: Delhi, code 07');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('0902');
    expect(text).toContain('998596');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // 2 × 349 + 2,50,000 = 2,50,698.00, with Indian grouping and the ₹ sign.
    expect(text).toContain('₹2,50,698.00');
    expect(text).toContain('Amount in words: Rupees Two Lakh Fifty Thousand Six Hundred Ninety Eight Only');
  });

  it('splits CGST and SGST within Delhi, prints delivery and the discount', async () => {
    const input = invoiceInput(await anOrder(t), { lines: [TEA, BRASS], discount: 100, delivery: 99 });
    await billing.issueInvoice(t.store, input);
    const text = flat((await pdfText(await billing.invoicePdf(t.store, input.orderId))).text);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain('Delivery');
    expect(text).toContain('A discount of ₹100.00 is included');
    // 698 + 1,499.50 - 100 + 99 = 2,196.50
    expect(text).toContain('₹2,196.50');
    expect(text).toContain('Rupees Two Thousand One Hundred Ninety Six and Fifty Paise Only');
  });

  it('runs over several pages when there are many lines, and prints the same bytes every time', async () => {
    const lines: FixtureLine[] = Array.from({ length: 70 }, (_, index) => ({
      ...BRASS,
      description: `Brass diya set, design ${index + 1} with a description long enough to wrap in its cell`,
    }));
    const input = invoiceInput(await anOrder(t), { lines });
    const invoice = await billing.issueInvoice(t.store, input);
    const first = await billing.documentPdf(t.store, invoice.number);
    const { text, pages } = await pdfText(first);
    expect(pages).toBeGreaterThan(2);
    expect(flat(text)).toContain('design 70 with');
    expect(flat(text)).toContain(`${invoice.number} · page ${pages} of ${pages}`);
    // A reprint after the seller changed is the document as issued.
    await billing.saveSellerProfile(t.store, {
      legalName: 'Another Name Pvt Ltd',
      address: 'Elsewhere',
      state: 'Delhi',
      gstin: t.config.seller.gstin,
    });
    expect((await billing.documentPdf(t.store, invoice.number)).equals(first)).toBe(true);
  });
});

describe('credit note PDF', () => {
  it('names the invoice it reduces, the reason and the credited tax', async () => {
    const input = invoiceInput(await anOrder(t), { lines: [TEA, BRASS], state: 'Karnataka' });
    const invoice = await billing.issueInvoice(t.store, input);
    const brass = input.lines[1].tax;
    const note = await billing.issueCreditNote(t.store, {
      invoiceNumber: invoice.number,
      amount: brass.taxableValue + brass.igst,
      reason: 'Damaged in transit',
      split: [brass],
    });
    const text = flat((await pdfText(await billing.documentPdf(t.store, note.number))).text);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    expect(text).toContain('Reason: Damaged in transit');
    expect(text).toContain('7418');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Rupees One Thousand Four Hundred Ninety Nine and Fifty Paise Only');
  });
});
