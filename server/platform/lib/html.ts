/**
 * Markup the server writes from the database (the pages it renders): every interpolated value is
 * escaped unless it is markup made here too, so no text a member of staff typed can become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Interpolated = SafeHtml | string | number | false | null | undefined | readonly Interpolated[];

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const render = (value: Interpolated): string => {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** `html\`<h1>${name}</h1>\``: the values escaped; `false`/`null`/`undefined` write nothing; arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''),
  );
}
