import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ProposalContent } from '../../../src/shared/contract/proposal';
import type { SellerProfile } from '../../../src/shared/contract/sellerProfile';
import { formatBookingDate } from '../../../src/shared/contract/fields/bookingDates';
import { formatInrNumber } from '../../../src/shared/lib/formatInr';

/*
 * A sent version of a proposal as an A4 PDF of text (searchable and copyable), from the version's
 * stored content only, so it prints what the client was sent. DejaVu Sans is embedded for the ₹
 * sign, as the tax documents do (billing/documentPdf.ts).
 */

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: fs.readFileSync(FONT), bold: fs.readFileSync(FONT_BOLD) });

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;

const money = (paise: number) => `₹${formatInrNumber(paise / 100)}`;

export interface ProposalPdfInput {
  number: string;
  version: number;
  clientName: string;
  content: ProposalContent;
  seller: Pick<SellerProfile, 'legalName' | 'address' | 'gstin'>;
}

export function proposalPdf({ number, version, clientName, content, seller }: ProposalPdfInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Proposal ${number} (version ${version})`, Author: seller.legalName },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('bold').fontSize(16).text(`Proposal ${number}`, { width: WIDTH });
  doc.font('regular').fontSize(9).text(`Version ${version}`);
  doc.moveDown(0.5).text(seller.legalName).text(seller.address);
  if (seller.gstin) doc.text(`GSTIN ${seller.gstin}`);
  doc.moveDown();
  const facts: Array<[string, string]> = [
    ['For', clientName],
    ['Event date', formatBookingDate(content.eventDate)],
    ['Venue', content.venue],
    ['Place of supply', content.placeOfSupply],
    ['Valid until', formatBookingDate(content.validUntil)],
  ];
  for (const [label, value] of facts)
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  doc.moveDown();

  // The lines: description, quantity, unit price, amount (GST included).
  const columns = [WIDTH - 210, 50, 80, 80];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc.font(font).text(cell, x, y, { width: columns[index] - 6, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += columns[index];
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(['Description', 'Qty', 'Unit price', 'Amount'], 'bold');
  for (const line of content.lines)
    row([line.description, String(line.quantity), money(line.unitPaise), money(line.amountPaise)], 'regular');
  doc.moveDown(0.5);

  const { totals, advance } = content;
  const sums: Array<[string, string]> = [['Subtotal', money(totals.subtotalPaise)]];
  if (totals.discountPaise > 0) sums.push(['Discount', `−${money(totals.discountPaise)}`]);
  sums.push(['Total (GST included)', money(totals.totalPaise)], ['Taxable value', money(totals.taxablePaise)]);
  if (totals.withinState) {
    const half = totals.gstRatePercent / 2;
    sums.push([`CGST ${half}%`, money(totals.cgstPaise)], [`SGST ${half}%`, money(totals.sgstPaise)]);
  } else sums.push([`IGST ${totals.gstRatePercent}%`, money(totals.igstPaise)]);
  sums.push([
    `Advance due on acceptance${advance.percent === null ? '' : ` (${advance.percent}%)`}, GST included`,
    money(advance.amountPaise),
  ]);
  for (const [label, value] of sums) row([label, '', '', value], label.startsWith('Total') ? 'bold' : 'regular');
  doc.font('regular').fontSize(8).text(`SAC ${totals.sac}. All amounts in Indian rupees.`);

  doc.moveDown().font('bold').fontSize(11).text('Terms');
  doc.font('regular').fontSize(9).text(content.terms, { width: WIDTH });
  doc.end();
  return done;
}
