// Table rows as CSV (RFC 4180 quoting) and as tab-separated text for the clipboard; files offered as downloads.

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
  saveObjectUrl(URL.createObjectURL(new Blob([text], { type })), fileName);
}

/** Hands an object URL (a file fetched with the session, or made here) to the browser as a download, then lets it go. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
