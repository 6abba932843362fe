/*
 * What Redux DevTools receives when QA connects it (development, or a build made with
 * REDUX_DEVTOOLS=1): a copy of each state and action with secrets and contact details masked, so
 * an exported session can be shared without the customer's session, password, phone or e-mail.
 * The real state and actions are never changed. docs/qa.md lists what is masked.
 */

/** What a masked value is replaced by (a string, whatever it replaced). */
export const MASK = '«masked»';

/** Keys whose values are secrets: session tokens, passwords, signatures, the Authorization header. */
const SECRET_KEY = /token|password|passwd|secret|authori[sz]ation|signature|^otp$|api_?key/i;
/** Keys whose values are contact details. */
const CONTACT_KEY = /phone|mobile|e-?mail|whatsapp/i;

/** An e-mail address anywhere in a string. */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/**
 * An Indian phone number anywhere in a string, not part of a longer number: a mobile (6-9 then
 * nine digits, with +91, 91 or 0 before it, spaces or dashes allowed after the first five), or a
 * landline with its STD code after 0 or +91 (011 2345 6789, +91 22 2345 6789).
 */
const PHONE =
  /(?<![\d+])(?:(?:\+91|91|0)[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d)|(?<![\d+])(?:\+91[\s-]?|0)[1-9]\d{1,3}[\s-]?\d{3,4}[\s-]?\d{4}(?!\d)/g;

/** A field name (not a cache key such as `getBookings({"email":…})`) that says its value is sensitive. */
const sensitiveName = (key: string) => FIELD_NAME.test(key) && (SECRET_KEY.test(key) || CONTACT_KEY.test(key));
const FIELD_NAME = /^[\w$-]+$/;

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** `text` with every e-mail address and phone number in it masked. */
export function maskContactsIn(text: string): string {
  return text.replace(EMAIL, MASK).replace(PHONE, MASK);
}

/** A masked copy of `value`: sensitive keys' leaves masked, e-mails and phones masked anywhere. */
function sanitize(value: unknown, sensitive: boolean): unknown {
  if (typeof value === 'string') return sensitive ? MASK : maskContactsIn(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (sensitive) return MASK;
    const text = String(value);
    return maskContactsIn(text) === text ? value : MASK;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => sanitize(item, sensitive));
  // A Request, Response or Headers (RTK Query's meta) could carry the Authorization header.
  if (!isPlainObject(value)) return `«${value.constructor?.name ?? 'object'}»`;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A key can hold an e-mail too: RTK Query's cache keys spell out their arguments.
    let safeKey = maskContactsIn(key);
    while (safeKey !== key && safeKey in copy) safeKey = `${safeKey}'`;
    copy[safeKey] = sanitize(item, sensitive || sensitiveName(key));
  }
  return copy;
}

/** DevTools' `stateSanitizer`: the state as the extension should see it (a copy). */
export function sanitizeState<S>(state: S): S {
  return sanitize(state, false) as S;
}

/**
 * DevTools' `actionSanitizer`: the action as the extension should see it (a copy). Its `type` is
 * kept as it is (QA replays by it); payload and meta (RTK Query's `meta.arg.originalArgs`: a
 * login's e-mail and password) are masked like the state.
 */
export function sanitizeAction<A extends { type: unknown }>(action: A): A {
  return { ...(sanitize(action, false) as A), type: action.type };
}
