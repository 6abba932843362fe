// Table rows as CSV (RFC 4180 quoting) and as tab-separated text for the clipboard.

export type Cell = string | number;

const csvCell = (value: Cell) => {
  const text = String(value);
  // Quote when needed; a leading = + - @ is prefixed so spreadsheets never run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (rows: Cell[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

export const toTsv = (rows: Cell[][]) =>
  rows.map((row) => row.map((value) => String(value).replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');

/** Offers text as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
