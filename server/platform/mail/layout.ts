import { COMPANY } from '../../../src/content/company';
import { escapeHtml } from './html';

/**
 * The one layout of every e-mail the site sends: an HTML part in the brand's colours (logo,
 * title, hidden preheader, company footer) and its plain-text twin, both built from the same
 * content blocks so they carry the same facts. Mail clients ignore <style> blocks and external
 * CSS, so every style is inline and the frame is a presentation table. All text is escaped here:
 * templates pass plain strings, never markup.
 */

/** The site's colours (src/shared/ui/styles/_theme.scss). */
export const BRAND = { maroon: '#7a1f3d', gold: '#d4a017', ink: '#1f1f29', muted: '#55555f', page: '#f6f1ea' } as const;

/** Where the mails' logo is served (server/app.ts); absolute, as mail has no base address. */
export const MAIL_LOGO_PATH = '/mail/logo.png';

/** A label and its value: a table row in HTML, a `Label: value` line in text. */
export type DetailRow = readonly [label: string, value: string];

/** A link to the site's own pages (from PUBLIC_URL), never one a visitor typed. */
export interface MailLink {
  label: string;
  href: string;
}

export type MailBlock =
  /** Text; line breaks are kept. */
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'details'; rows: readonly DetailRow[] }
  /** Order lines (quantity, name, amount) and the totals under them. */
  | {
      type: 'items';
      items: ReadonlyArray<{ quantity: number; name: string; amount: string }>;
      totals?: readonly DetailRow[];
    }
  /** A few short lines under a heading, such as an address. */
  | { type: 'lines'; heading?: string; lines: readonly string[] }
  /** A code to type, such as a discount code, shown large. */
  | { type: 'code'; label: string; code: string }
  /** The mail's main action, as a button. */
  | { type: 'button'; link: MailLink }
  | { type: 'links'; links: readonly MailLink[] }
  /** Small print: why the mail came, what to do if it was not expected. */
  | { type: 'note'; text: string };

export interface MailContent {
  /** The site's address (config.publicUrl): logo and footer link. */
  siteUrl: string;
  /** The heading and the document's <title>. */
  title: string;
  /** The line inboxes show after the subject (hidden in the mail itself). */
  preheader: string;
  blocks: readonly MailBlock[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const e = escapeHtml;
const br = (text: string) => e(text).replace(/\r?\n/g, '<br>');
const p = (inner: string, style = '') => `<p style="margin:0 0 16px;${style}">${inner}</p>`;
const link = ({ label, href }: MailLink) =>
  `<a href="${e(href)}" style="color:${BRAND.maroon};font-weight:bold">${e(label)}</a>`;

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return p(br(block.text));
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:${BRAND.maroon}">${e(block.text)}</h2>`;
    case 'details': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th align="left" scope="row" style="padding:6px 16px 6px 0;vertical-align:top;white-space:nowrap">${e(label)}</th><td style="padding:6px 0;vertical-align:top">${br(value)}</td></tr>`,
      );
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
    }
    case 'items': {
      const cell = 'padding:6px 8px;border-bottom:1px solid #e6e0d8;vertical-align:top';
      const items = block.items.map(
        (item) =>
          `<tr><td style="${cell}">${item.quantity}&nbsp;&times;</td><td style="${cell}">${e(item.name)}</td><td align="right" style="${cell};white-space:nowrap">${e(item.amount)}</td></tr>`,
      );
      const totals = (block.totals ?? []).map(([label, value], index, all) => {
        const strong = index === all.length - 1 ? 'font-weight:bold;' : '';
        return `<tr><td></td><td style="padding:6px 8px;${strong}">${e(label)}</td><td align="right" style="padding:6px 8px;white-space:nowrap;${strong}">${e(value)}</td></tr>`;
      });
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${[...items, ...totals].join('')}</table>`;
    }
    case 'lines':
      return p(`${block.heading ? `<strong>${e(block.heading)}</strong><br>` : ''}${block.lines.map(e).join('<br>')}`);
    case 'code':
      return p(
        `${e(block.label)}<br><strong style="display:inline-block;margin-top:8px;padding:8px 16px;border:2px dashed ${BRAND.gold};font-size:22px;letter-spacing:2px">${e(block.code)}</strong>`,
      );
    case 'button':
      return p(
        `<a href="${e(block.link.href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${BRAND.maroon};color:#ffffff;font-weight:bold;text-decoration:none">${e(block.link.label)}</a>`,
        'margin:8px 0 24px',
      );
    case 'links':
      return block.links.map((l) => p(link(l))).join('');
    case 'note':
      return p(br(block.text), `font-size:13px;color:${BRAND.muted}`);
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'items':
      return [
        ...block.items.map((item) => `${item.quantity} x ${item.name}  ${item.amount}`),
        ...(block.totals?.length ? ['', ...block.totals.map(([label, value]) => `${label}: ${value}`)] : []),
      ].join('\n');
    case 'lines':
      return [...(block.heading ? [`${block.heading}:`] : []), ...block.lines].join('\n');
    case 'code':
      return `${block.label}\n${block.code}`;
    case 'button':
      return `${block.link.label}: ${block.link.href}`;
    case 'links':
      return block.links.map((l) => `${l.label}: ${l.href}`).join('\n');
  }
}

const address = () => {
  const a = COMPANY.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zipCode}, ${a.country}`;
};

/** The company footer: who sent it, where they are, how to reach them. */
export function footerLines(siteUrl: string): string[] {
  return [
    COMPANY.legalName,
    address(),
    `Phone: ${COMPANY.phone} (${COMPANY.officeHours})`,
    `E-mail: ${COMPANY.email}`,
    siteUrl,
  ];
}

/** The HTML part and its text twin of one mail. */
export function renderMail({ siteUrl, title, preheader, blocks }: MailContent): { html: string; text: string } {
  const [legalName, where, phone, mail] = footerLines(siteUrl);
  const html = [
    '<!doctype html>',
    '<html lang="en-IN" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${e(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:${BRAND.page};${FONT};color:${BRAND.ink}">`,
    // Shown by inboxes after the subject; the filler keeps them from adding the body text.
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${e(preheader)}${'&#8204;&nbsp;'.repeat(40)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.page}"><tr><td align="center" style="padding:24px 12px">`,
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td style="background:${BRAND.maroon};padding:16px 24px;border-bottom:4px solid ${BRAND.gold}">`,
    `<a href="${e(siteUrl)}" style="color:#ffffff;text-decoration:none;font-size:22px;font-weight:bold;${FONT}">`,
    `<img src="${e(siteUrl + MAIL_LOGO_PATH)}" width="40" height="40" alt="" style="vertical-align:middle;border:0;margin-right:10px">${e(COMPANY.name)}</a></td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5;${FONT};color:${BRAND.ink}">`,
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:${BRAND.maroon}">${e(title)}</h1>`,
    ...blocks.map(blockHtml),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:#faf7f2;border-top:1px solid #e6e0d8;font-size:13px;line-height:1.5;color:${BRAND.muted};${FONT}">`,
    `<strong>${e(legalName)}</strong><br>${e(where)}<br>${e(phone)}<br>${e(mail)}<br><a href="${e(siteUrl)}" style="color:${BRAND.maroon}">${e(siteUrl.replace(/^https?:\/\//, ''))}</a>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n');
  const text = [
    title,
    '='.repeat(title.length),
    '',
    ...blocks.flatMap((block) => [blockText(block), '']),
    '--',
    ...footerLines(siteUrl),
  ].join('\n');
  return { html, text };
}
