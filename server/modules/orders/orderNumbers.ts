import { randomBytes } from 'node:crypto';

/**
 * Order numbers that say nothing and cannot be counted: `UE-` and eight characters drawn at
 * random (crypto) from 32 that cannot be mistaken for one another (no 0/O, 1/I). 32^8 is about a
 * trillion, so a guess hits an order about once in a hundred million tries even with ten thousand
 * orders, and tracking counts misses per number and contact besides. Orders from before keep
 * their `UE-YYYYMMDD-00042` (and seeded `UE-2025-…`) numbers.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 8;
export const ORDER_NUMBER_PATTERN = new RegExp(`^UE-[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** A new random order number (32 characters: each byte's low five bits pick one, without bias). */
export function newOrderNumber(): string {
  const bytes = randomBytes(ORDER_NUMBER_LENGTH);
  let code = '';
  for (const byte of bytes) code += ORDER_NUMBER_ALPHABET[byte & 31];
  return `UE-${code}`;
}
