import type { IncomingMessage } from 'node:http';
import { HttpError } from '../lib/httpError';
import { VALIDATION_FAILED } from './validate';

/**
 * Bounds on the shape of every JSON body, checked on the raw bytes before JSON.parse and before
 * any per-element work (yup validates element by element: 300,000 empty order lines stalled the
 * process for over a minute). The largest body the site sends is an order: 20 lines of four
 * fields and an address, depth 3. A booking sends the chosen service with its feature list.
 */
export const BODY_SHAPE_LIMITS = {
  /** Objects and lists inside each other, the body itself counting as 1. */
  maxDepth: 5,
  /** Entries of one list, or keys of one object. */
  maxEntries: 50,
  /** Entries of all lists and objects of the body together. */
  maxValues: 1000,
} as const;

export const SHAPE_MESSAGES = {
  tooDeep: `Nested too deeply: at most ${BODY_SHAPE_LIMITS.maxDepth} levels of lists and objects`,
  tooManyEntries: `Too many entries: at most ${BODY_SHAPE_LIMITS.maxEntries}`,
  tooManyValues: `The request holds too many values: at most ${BODY_SHAPE_LIMITS.maxValues}`,
} as const;

export type ShapeLimits = { readonly maxDepth: number; readonly maxEntries: number; readonly maxValues: number };

interface Frame {
  isList: boolean;
  entries: number;
  /** The current key (objects). */
  key: string;
  /** True right after `[`, `{` or `,`: the next byte that is not a space starts an entry. */
  awaitingEntry: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** Index of the quote closing the string that opens at `start`, or -1. */
function endOfString(body: Buffer, start: number): number {
  for (let i = start + 1; i < body.length; i++) {
    if (body[i] === BACKSLASH) i++;
    else if (body[i] === QUOTE) return i;
  }
  return -1;
}

function readKey(body: Buffer, start: number, end: number): string {
  const raw = body.toString('utf8', start + 1, Math.min(end, start + 101));
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** `items[3].name`, as yup names fields, for the frames below `depth`; `_` for the body itself. */
function pathOf(stack: Frame[], depth: number): string {
  let path = '';
  for (let i = 0; i < depth; i++) {
    const frame = stack[i];
    if (frame.isList) path += `[${frame.entries - 1}]`;
    else path += path ? `.${frame.key}` : frame.key;
  }
  return path || '_';
}

/**
 * The first place where `body` (JSON text as bytes) goes past `limits`, or null. One pass over
 * the bytes, stopping at the first excess: JSON's structural characters are ASCII and never part
 * of a multi-byte UTF-8 sequence, so no decoding is needed. Malformed JSON is left to JSON.parse.
 */
export function findShapeExcess(
  body: Buffer,
  limits: ShapeLimits = BODY_SHAPE_LIMITS,
): { path: string; message: string } | null {
  const stack: Frame[] = [];
  let values = 0;
  let keyNext = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (isSpace(byte)) continue;
    const top = stack[stack.length - 1] as Frame | undefined;
    if (top?.awaitingEntry && byte !== 0x5d && byte !== 0x7d) {
      top.awaitingEntry = false;
      top.entries++;
      if (top.entries > limits.maxEntries)
        return { path: pathOf(stack, stack.length - 1), message: SHAPE_MESSAGES.tooManyEntries };
      if (++values > limits.maxValues)
        return { path: pathOf(stack, stack.length - 1), message: SHAPE_MESSAGES.tooManyValues };
      keyNext = !top.isList;
    }
    if (byte === QUOTE) {
      const end = endOfString(body, i);
      if (end < 0) return null;
      if (keyNext && top) top.key = readKey(body, i, end);
      keyNext = false;
      i = end;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (stack.length >= limits.maxDepth)
        return { path: pathOf(stack, stack.length), message: SHAPE_MESSAGES.tooDeep };
      stack.push({ isList: byte === 0x5b, entries: 0, key: '', awaitingEntry: true });
    } else if (byte === 0x5d || byte === 0x7d) {
      stack.pop();
    } else if (byte === COMMA && top) {
      top.awaitingEntry = true;
    }
  }
  return null;
}

/**
 * express.json's `verify` hook: runs on the raw (inflated) bytes before they are parsed, and
 * refuses a body past BODY_SHAPE_LIMITS with 400 and the field named.
 */
export function verifyBodyShape(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  const excess = findShapeExcess(body);
  if (excess) throw new HttpError(400, VALIDATION_FAILED, { [excess.path]: [excess.message] });
}
