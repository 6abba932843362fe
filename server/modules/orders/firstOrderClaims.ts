import { phoneKey } from '../../platform/lib/phone';
import type { FirstOrderClaimsTable } from './tables';

/*
 * Who took APP10, as keys the same person cannot easily vary: the e-mail, the phone and the
 * delivery address, each normalised. An order with APP10 stores one claim per key (unique in the
 * database); any key already claimed refuses the code.
 */

export type ClaimKind = FirstOrderClaimsTable['kind'];
export interface ClaimKey {
  kind: ClaimKind;
  value: string;
}

/** Mail providers that deliver `a.b@` to `ab@`, under the domain they are known by. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox however it is typed: lower case, without a `+tag`, and for Gmail (googlemail.com
 * is the same mailbox) without the dots of the local part.
 */
export function emailClaimKey(email: string): string {
  const typed = email.trim().toLowerCase();
  const at = typed.lastIndexOf('@');
  if (at <= 0) return typed;
  let local = typed.slice(0, at).split('+')[0];
  let domain = typed.slice(at + 1).replace(/\.$/, '');
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/** An Indian mobile as its ten digits (`+91 98765-43210`, `098765 43210`); null when it has fewer. */
export function phoneClaimKey(phone: string | null | undefined): string | null {
  const key = phoneKey(phone ?? '');
  return key.length === 10 ? key : null;
}

/** Words written many ways in Indian addresses, each to one form. */
const ADDRESS_WORDS: Record<string, string> = {
  road: 'rd',
  street: 'st',
  marg: 'marg',
  lane: 'ln',
  gali: 'ln',
  sector: 'sec',
  sec: 'sec',
  apartment: 'apt',
  apartments: 'apt',
  apts: 'apt',
  flat: 'flat',
  block: 'blk',
  floor: 'flr',
  house: 'h',
  number: 'no',
  nagar: 'ngr',
  colony: 'col',
  extension: 'extn',
  ext: 'extn',
  phase: 'ph',
  near: 'nr',
  opposite: 'opp',
};

/**
 * A delivery address as its PIN code and first line: lower case, punctuation and spacing
 * dropped, common words in one form (`H. No. 12, Lodhi Road` = `house no 12 lodhi rd`). The
 * city is left out on purpose: the PIN code already places the address, and `Delhi` / `New
 * Delhi` for the same PIN would otherwise make a new key. Null without a PIN code or a line.
 */
export function addressClaimKey(address: { street: string; zipCode: string }): string | null {
  const pin = address.zipCode.replace(/\D/g, '');
  const words = address.street
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => ADDRESS_WORDS[word] ?? word);
  // Joined without spaces, so `12A` and `12 A` are one address too.
  const line = words.join('');
  return pin.length === 6 && line ? `${pin}|${line}` : null;
}

/** The keys an order with APP10 claims: its e-mail, its phones (contact and recipient) and its address. */
export function claimKeysOf(buyer: {
  email?: string | null;
  phones: Array<string | null | undefined>;
  address?: { street: string; zipCode: string } | null;
}): ClaimKey[] {
  const email = buyer.email ? emailClaimKey(buyer.email) : '';
  const keys: ClaimKey[] = email ? [{ kind: 'email', value: email }] : [];
  for (const phone of new Set(buyer.phones.map(phoneClaimKey))) if (phone) keys.push({ kind: 'phone', value: phone });
  const address = buyer.address ? addressClaimKey(buyer.address) : null;
  if (address) keys.push({ kind: 'address', value: address });
  return keys;
}
