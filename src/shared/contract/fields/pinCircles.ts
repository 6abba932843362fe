/*
 * Which state or union territory a PIN code is in, from its first two to four digits (the longest
 * prefix listed wins). Source: India Post's PIN code scheme – the first digit is the postal region,
 * the first two the postal circle, the third the sorting district (India Post, "Postal Index
 * Number"; the allocation table of the Wikipedia article "Postal Index Number", 2024). Where a
 * prefix serves two states or territories both are named (Bihar and Jharkhand share 81-85). A
 * prefix no circle uses (10, 29, 35, 54, 55, 65, 66, 86-89) and the Army Postal Service's 9 name
 * none. Every state named here is one the address form accepts for such a PIN code
 * (fields/pinPrefixes.ts; pinCircles.test.ts checks it), so the product page and checkout agree.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

const CIRCLES: ReadonlyArray<[prefixes: string[], states: string[]]> = [
  [['11'], ['Delhi']],
  [range(12, 13), ['Haryana']],
  [range(14, 16), ['Punjab']],
  [['160'], ['Chandigarh', 'Punjab']],
  [['17'], ['Himachal Pradesh']],
  [range(18, 19), ['Jammu and Kashmir']],
  [['194'], ['Ladakh']],
  [range(20, 28), ['Uttar Pradesh']],
  [
    ['244', '246', '247', '262'],
    ['Uttar Pradesh', 'Uttarakhand'],
  ],
  [['248', '249', '263'], ['Uttarakhand']],
  [range(30, 34), ['Rajasthan']],
  [range(36, 39), ['Gujarat']],
  [['396'], ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
  [range(40, 44), ['Maharashtra']],
  [['403'], ['Goa']],
  [range(45, 48), ['Madhya Pradesh']],
  [['49'], ['Chhattisgarh']],
  [['50'], ['Telangana']],
  [range(51, 53), ['Andhra Pradesh']],
  [['533'], ['Andhra Pradesh', 'Puducherry']],
  [range(56, 59), ['Karnataka']],
  [range(60, 64), ['Tamil Nadu']],
  [
    ['605', '607', '609'],
    ['Tamil Nadu', 'Puducherry'],
  ],
  [range(67, 69), ['Kerala']],
  [['673'], ['Kerala', 'Puducherry']],
  [['6825'], ['Lakshadweep']],
  [range(70, 74), ['West Bengal']],
  [['737'], ['Sikkim']],
  [['744'], ['Andaman and Nicobar Islands']],
  [range(75, 77), ['Odisha']],
  [['78'], ['Assam']],
  [range(790, 792), ['Arunachal Pradesh']],
  [range(793, 794), ['Meghalaya']],
  [['795'], ['Manipur']],
  [['796'], ['Mizoram']],
  [range(797, 798), ['Nagaland']],
  [['799'], ['Tripura']],
  [['80'], ['Bihar']],
  [range(81, 85), ['Bihar', 'Jharkhand']],
];

/** Prefix -> the states or union territories it serves. */
export const PIN_CIRCLES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  CIRCLES.flatMap(([prefixes, states]) => prefixes.map((prefix) => [prefix, states] as const)),
);

/** The states a PIN code is in (the longest matching prefix); empty when no postal circle uses it. */
export function statesOfPin(pin: string): readonly string[] {
  for (let length = 4; length >= 2; length -= 1) {
    const states = PIN_CIRCLES[pin.slice(0, length)];
    if (states) return states;
  }
  return [];
}
