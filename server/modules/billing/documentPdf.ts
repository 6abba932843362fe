import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatInrNumber } from '../../../src/shared/lib/formatInr';
import type { DocumentLine, TaxDocumentContent } from './documentContent';

/*
 * A tax document as an A4 PDF of text (searchable, copyable, no images), from its stored content
 * only, so a reprint is identical. The font is DejaVu Sans, embedded from the `dejavu-fonts-ttf`
 * package: PDF's built-in Helvetica has no ₹ sign, and DejaVu has it. Deterministic: the same
 * content gives the same bytes (fixed creation date: the document's issue time; pdfkit's font
 * subset tags and file id depend on nothing else).
 */

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export const loadFonts = () => (fonts ??= { regular: fs.readFileSync(FONT), bold: fs.readFileSync(FONT_BOLD) });

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of each page for its page number. */
const FOOT = 30;
const CELL_PAD = 3;

/** Amounts with Indian grouping and always two decimals: `2,50,400.50`, `1,444.00`. */
export const money = (paise: number) => {
  const text = formatInrNumber(paise / 100);
  return paise % 100 === 0 ? `${text}.00` : text;
};

/** An ISO time's IST date as dd/mm/yyyy. */
export function istDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(ist.getUTCDate())}/${two(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
}

const percent = (rate: number) => `${rate}%`;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  cell: (line: DocumentLine, index: number) => string;
}

function columnsFor(intraState: boolean): Column[] {
  const common: Column[] = [
    { title: '#', width: 16, cell: (_line, index) => String(index + 1) },
    { title: 'Description', width: intraState ? 115 : 155, cell: (line) => line.description },
    { title: 'HSN/SAC', width: intraState ? 46 : 50, cell: (line) => line.hsnCode },
    { title: 'Qty', width: intraState ? 26 : 30, align: 'right', cell: (line) => String(line.quantity ?? '') },
    {
      title: 'Rate',
      width: intraState ? 52 : 56,
      align: 'right',
      cell: (line) => (line.unitPricePaise === null ? '' : money(line.unitPricePaise)),
    },
    { title: 'Taxable value', width: intraState ? 58 : 64, align: 'right', cell: (line) => money(line.taxable) },
  ];
  const taxes: Column[] = intraState
    ? [
        { title: 'CGST %', width: 26, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { title: 'CGST', width: 46, align: 'right', cell: (line) => money(line.cgst) },
        { title: 'SGST %', width: 26, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { title: 'SGST', width: 46, align: 'right', cell: (line) => money(line.sgst) },
      ]
    : [
        { title: 'IGST %', width: 30, align: 'right', cell: (line) => percent(line.gstRate) },
        { title: 'IGST', width: 56, align: 'right', cell: (line) => money(line.igst) },
      ];
  return [...common, ...taxes, { title: 'Total', width: 58, align: 'right', cell: (line) => money(line.total) }];
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderDocumentPdf(content: TaxDocumentContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const isInvoice = content.kind === 'invoice';
  const title = isInvoice ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${title} ${content.number}`,
      Author: content.seller.name,
      CreationDate: new Date(content.issuedAt),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x, y, { lineBreak: true, ...options });

  // Heading, and the document's own facts on the right.
  doc.font('bold').fontSize(16);
  text(title, MARGIN, MARGIN);
  doc.font('regular').fontSize(9);
  const facts = [
    `${isInvoice ? 'Invoice' : 'Credit note'} number: ${content.number}`,
    `Date: ${istDate(content.issuedAt)}`,
    `Order: ${content.order.number} of ${istDate(content.order.date)}`,
    ...(content.refersTo
      ? [`Against invoice: ${content.refersTo.number} of ${istDate(content.refersTo.issuedAt)}`]
      : []),
  ];
  text(facts.join('\n'), MARGIN + WIDTH / 2, MARGIN, { width: WIDTH / 2, align: 'right' });

  // Seller and buyer side by side.
  const partyY = Math.max(doc.y, MARGIN + 30) + 12;
  const half = WIDTH / 2 - 10;
  const party = (heading: string, lines: string[], x: number) => {
    doc.font('bold').fontSize(9);
    text(heading, x, partyY, { width: half });
    doc.font('regular');
    text(lines.join('\n'), x, doc.y + 2, { width: half });
    return doc.y;
  };
  const { seller, buyer } = content;
  const sellerEnd = party(
    'Seller',
    [seller.name, seller.address, `GSTIN: ${seller.gstin ?? ''}`, `State: ${seller.state}, code ${seller.stateCode}`],
    MARGIN,
  );
  const buyerEnd = party(
    isInvoice ? 'Billed to' : 'Credited to',
    [
      buyer.name,
      buyer.address,
      `State: ${buyer.state}${buyer.stateCode ? `, code ${buyer.stateCode}` : ''}`,
      ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
      [buyer.phone, buyer.email].filter(Boolean).join(' · '),
    ],
    MARGIN + WIDTH / 2 + 10,
  );
  let y = Math.max(sellerEnd, buyerEnd) + 10;
  doc.font('regular').fontSize(9);
  const supply =
    content.supplyType === 'intra-state' ? 'Intra-state supply (CGST + SGST)' : 'Inter-state supply (IGST)';
  text(`Place of supply: ${content.placeOfSupply.state} (${content.placeOfSupply.code}) · ${supply}`, MARGIN, y, {
    width: WIDTH,
  });
  if (content.reason) text(`Reason: ${content.reason}`, MARGIN, doc.y + 2, { width: WIDTH });
  y = doc.y + 10;

  // The lines' table, continued on new pages with its header repeated.
  const columns = columnsFor(content.supplyType === 'intra-state');
  const bottom = PAGE_HEIGHT - MARGIN - FOOT;
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index].width - 2 * CELL_PAD }))) +
    2 * CELL_PAD;
  const drawRow = (cells: string[], top: number, heading: boolean) => {
    doc.font(heading ? 'bold' : 'regular').fontSize(7.5);
    const height = rowHeight(cells);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index];
      text(cell, x + CELL_PAD, top + CELL_PAD, { width: column.width - 2 * CELL_PAD, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + WIDTH, top + height)
      .lineWidth(heading ? 0.8 : 0.3)
      .stroke();
    return top + height;
  };
  const header = columns.map((column) => column.title);
  doc.font('bold').fontSize(7.5);
  y = drawRow(header, y, true);
  const rows = content.delivery ? [...content.lines, content.delivery] : content.lines;
  rows.forEach((line, index) => {
    const cells = columns.map((column) => column.cell(line, index));
    doc.font('regular').fontSize(7.5);
    if (y + rowHeight(cells) > bottom) {
      doc.addPage();
      y = drawRow(header, MARGIN, true);
    }
    y = drawRow(cells, y, false);
  });

  // Totals, the amount in words, the discount's note and the signature line.
  const { totals } = content;
  const totalLines: Array<[string, string]> = [
    ['Taxable value', money(totals.taxable)],
    ...(content.supplyType === 'intra-state'
      ? ([
          ['CGST', money(totals.cgst)],
          ['SGST', money(totals.sgst)],
        ] as Array<[string, string]>)
      : ([['IGST', money(totals.igst)]] as Array<[string, string]>)),
    [isInvoice ? 'Invoice total' : 'Credit note total', `₹${money(totals.total)}`],
  ];
  const closingHeight = 150;
  if (y + closingHeight > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  totalLines.forEach(([label, amount], index) => {
    doc.font(index === totalLines.length - 1 ? 'bold' : 'regular').fontSize(9);
    text(label, MARGIN + WIDTH - 240, y, { width: 140 });
    text(amount, MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
    y = doc.y + 2;
  });
  doc.font('regular').fontSize(9);
  text(`Amount in words: ${content.amountInWords}`, MARGIN, y + 6, { width: WIDTH });
  if (content.discountPaise > 0)
    text(
      `A discount of ₹${money(content.discountPaise)} is included: it was shared over the lines before their tax.`,
      MARGIN,
      doc.y + 4,
      { width: WIDTH },
    );
  text('Prices include GST. No tax is payable on reverse charge.', MARGIN, doc.y + 4, { width: WIDTH });
  text(`For ${seller.name}\n\nAuthorised signatory`, MARGIN + WIDTH / 2, doc.y + 16, {
    width: WIDTH / 2,
    align: 'right',
  });

  // Page numbers, once the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc.font('regular').fontSize(7.5);
    text(`${content.number} · page ${page + 1} of ${range.count}`, MARGIN, PAGE_HEIGHT - MARGIN - 12, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
