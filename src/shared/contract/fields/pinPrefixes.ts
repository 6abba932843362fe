/*
 * Which PIN codes belong to which state or union territory, by their first digits. Source: India
 * Post's PIN code scheme (the first digit is the zone, the first two the postal circle; see India
 * Post, "Postal Index Number", and its circle list). Circles do not follow state borders exactly
 * (Goa is in the Maharashtra circle, Telangana shares 50 with Andhra Pradesh, the north-east
 * shares 79), so a state lists every prefix of the circles that serve it, down to three digits
 * where a circle is split. The check refuses a PIN code that cannot be in the chosen state (a
 * typo such as a Delhi address with a Mumbai PIN code); it never refuses one that can.
 */
export const PIN_PREFIXES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  'Andhra Pradesh': ['50', '51', '52', '53'],
  'Arunachal Pradesh': ['790', '791', '792'],
  Assam: ['78'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Chhattisgarh: ['49'],
  Goa: ['403'],
  Gujarat: ['36', '37', '38', '39'],
  Haryana: ['12', '13'],
  'Himachal Pradesh': ['17'],
  Jharkhand: ['81', '82', '83', '84', '85'],
  Karnataka: ['56', '57', '58', '59'],
  Kerala: ['67', '68', '69'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Manipur: ['795'],
  Meghalaya: ['793', '794'],
  Mizoram: ['796'],
  Nagaland: ['797', '798'],
  Odisha: ['75', '76', '77'],
  Punjab: ['14', '15', '16'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Sikkim: ['737'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Telangana: ['50'],
  Tripura: ['799'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['244', '246', '247', '248', '249', '262', '263'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  'Andaman and Nicobar Islands': ['744'],
  Chandigarh: ['160'],
  'Dadra and Nagar Haveli and Daman and Diu': ['396'],
  Delhi: ['11'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['194'],
  Lakshadweep: ['682'],
  Puducherry: ['533', '605', '607', '609', '673'],
};

/** Whether the PIN code can belong to the state (a state missing from the table is not checked). */
export function pinMatchesState(zipCode: string, state: string): boolean {
  const prefixes = PIN_PREFIXES_BY_STATE[state];
  return !prefixes || prefixes.some((prefix) => zipCode.startsWith(prefix));
}
