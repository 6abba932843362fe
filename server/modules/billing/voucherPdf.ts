import PDFDocument from 'pdfkit';
import { loadFonts, money } from './documentPdf';

/** The tax rows of an amount: IGST, or CGST and SGST at half the rate each. */
export function taxRows(tax: {
  gstRatePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}): Array<[string, string]> {
  const half = tax.gstRatePercent / 2;
  return tax.igstPaise > 0
    ? [[`IGST ${tax.gstRatePercent}%`, `₹${money(tax.igstPaise)}`]]
    : [
        [`CGST ${half}%`, `₹${money(tax.cgstPaise)}`],
        [`SGST ${half}%`, `₹${money(tax.sgstPaise)}`],
      ];
}

/**
 * A one-page voucher (receipt voucher, advance credit note) as an A4 PDF of text, DejaVu Sans for
 * the ₹ sign: title and what it is, the seller, then label and value rows, and a closing note.
 */
export function renderVoucherPdf(voucher: {
  title: string;
  number: string;
  subtitle: string;
  issuedAt: string;
  seller: { name: string; address: string; gstin: string };
  rows: Array<[string, string]>;
  footnote?: string;
}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${voucher.title} ${voucher.number}`,
      Author: voucher.seller.name,
      CreationDate: new Date(voucher.issuedAt),
    },
  });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('bold').fontSize(16).text(voucher.title);
  doc.font('regular').fontSize(9).text(voucher.subtitle);
  doc.moveDown();
  doc.font('bold').fontSize(11).text(voucher.seller.name);
  doc.font('regular').fontSize(9).text(voucher.seller.address).text(`GSTIN ${voucher.seller.gstin}`);
  doc.moveDown();
  for (const [label, value] of voucher.rows) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, 40, y, { width: 140 });
    doc.font('regular').text(value, 190, y, { width: 365 });
    doc.moveDown(0.4);
  }
  if (voucher.footnote) {
    doc.moveDown();
    doc.fontSize(8).text(voucher.footnote);
  }
  doc.end();
  return done;
}
