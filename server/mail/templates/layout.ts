// Building blocks of the HTML e-mails: everything a customer typed is escaped here.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A label and its value, shown as a table row (HTML) and a `Label: value` line (text). */
export type DetailRow = readonly [label: string, value: string];

export function detailsText(rows: readonly DetailRow[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function detailsHtml(rows: readonly DetailRow[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${cells}</table>`;
}

/** A link in a mail: the site's own address (from PUBLIC_URL), never one a visitor typed. */
export interface MailLink {
  label: string;
  href: string;
}

/** A plain, readable HTML document; paragraphs are escaped text. */
export function htmlDocument(title: string, parts: { paragraphs?: string[]; table?: readonly DetailRow[]; after?: string[]; links?: readonly MailLink[] }): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const link = ({ label, href }: MailLink) => `<p><a href="${escapeHtml(href)}" style="color:#7a1f3d;font-weight:bold">${escapeHtml(label)}</a></p>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f29;line-height:1.5">',
    `<h1 style="font-size:20px;color:#7a1f3d">${escapeHtml(title)}</h1>`,
    ...(parts.paragraphs ?? []).map(paragraph),
    parts.table ? detailsHtml(parts.table) : '',
    ...(parts.links ?? []).map(link),
    ...(parts.after ?? []).map(paragraph),
    '</body></html>',
  ].join('');
}
