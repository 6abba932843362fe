import type * as yup from 'yup';

/*
 * Person names, company names and address lines are printed in the site's mails and documents; a
 * web link in one is how a stranger's order or registration would carry a phishing link to an
 * address that never asked for it. These fields refuse anything a mail client would turn into a
 * link, and leave the dots, slashes and abbreviations of real Indian addresses alone
 * ("Flat 4.2", "A-12/3", "H.No. 5", "St. John's Rd.").
 */

export const NO_LINKS_MESSAGE = 'Names and addresses cannot contain web links';

/**
 * Top-level domains a mail client links on sight, the ones spam uses most, and the reserved
 * example/test names. Short English words among them ("in", "me", "to") count only right after
 * a dot with no space, which an address's abbreviation ("Rd. in front") does not have.
 */
const LINKED_TLDS = [
  'com',
  'net',
  'org',
  'in',
  'co',
  'io',
  'ly',
  'me',
  'info',
  'biz',
  'xyz',
  'app',
  'dev',
  'link',
  'site',
  'online',
  'top',
  'club',
  'shop',
  'store',
  'live',
  'click',
  'ru',
  'cn',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'gl',
  'ai',
  'us',
  'uk',
  'to',
  'cc',
  'ws',
  'su',
  'pw',
  'gov',
  'edu',
  'eu',
  'de',
  'ir',
  'vip',
  'win',
  'loan',
  'work',
  'page',
  'icu',
  'buzz',
  'fun',
  'space',
  'website',
  'tech',
  'example',
  'test',
  'invalid',
  'local',
  'onion',
].join('|');

/** `scheme://`, any scheme. */
const SCHEME = /[a-z][a-z0-9+.-]*:\/\//i;
/** `www.` at the start of a word. */
const WWW = /(^|[^a-z0-9])www\d{0,3}\./i;
/** `host.tld` (one or more dotted labels) ending in a linked TLD, not followed by more letters. */
const KNOWN_DOMAIN = new RegExp(`[a-z0-9-]{2,}(\\.[a-z0-9-]+)*\\.(${LINKED_TLDS})(?![a-z0-9-])`, 'i');
/** `host.anything/path`: a path after a dotted name makes it a link whatever the TLD. */
const DOMAIN_WITH_PATH = /[a-z0-9-]{2,}\.[a-z]{2,24}\/[a-z_~%?#=&-]/i;
/** Characters that render as nothing and would split a link so the checks miss it. */
// (The combining ones are alternatives of their own: a character class would join them to their neighbour.)
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]|\u034F|\u17B4|\u17B5/g;

/** True when `value` holds something a mail client or a reader would follow as a web address. */
export function containsLink(value: string): boolean {
  // NFKC folds full-width and other look-alike dots and slashes ("evil．example") to ASCII.
  const text = value.normalize('NFKC').replace(INVISIBLE, '');
  return SCHEME.test(text) || WWW.test(text) || KNOWN_DOMAIN.test(text) || DOMAIN_WITH_PATH.test(text);
}

/** Adds the no-links rule to a string schema (names, company names, address lines, city). */
export const noLinks = <S extends yup.StringSchema<string | undefined>>(schema: S): S =>
  schema.test('no-links', NO_LINKS_MESSAGE, (value) => !value || !containsLink(value)) as S;
