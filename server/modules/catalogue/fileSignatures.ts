// Recognises uploaded files by their first bytes ("magic numbers"), never by the name or the
// Content-Type the client sends: a text file named .png, or an SVG (which can carry script),
// is refused whatever it claims to be.

export type MediaKind = 'image' | 'video';

export interface DetectedType {
  mime: string;
  extension: string;
}

/** Bytes needed to recognise every supported format (the WebM DocType sits in the EBML header). */
export const SIGNATURE_BYTES = 64;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

/** The ISO base media (MP4, AVIF) major brand, when the file starts with an `ftyp` box. */
function isoBrand(buffer: Buffer): string | null {
  return buffer.length >= 12 && ascii(buffer, 4, 8) === 'ftyp' ? ascii(buffer, 8, 12) : null;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Major brands of MP4 files as cameras, phones and encoders write them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);

function detectImage(buffer: Buffer): DetectedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (ascii(buffer, 0, 6) === 'GIF87a' || ascii(buffer, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', extension: 'gif' };
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' };
  const brand = isoBrand(buffer);
  if (brand && AVIF_BRANDS.has(brand)) return { mime: 'image/avif', extension: 'avif' };
  return null;
}

function detectVideo(buffer: Buffer): DetectedType | null {
  const brand = isoBrand(buffer);
  if (brand && MP4_BRANDS.has(brand)) return { mime: 'video/mp4', extension: 'mp4' };
  // WebM is Matroska (EBML magic) whose header names the DocType "webm".
  if (
    startsWith(buffer, [0x1a, 0x45, 0xdf, 0xa3]) &&
    buffer.subarray(0, SIGNATURE_BYTES).includes('webm', 0, 'latin1')
  ) {
    return { mime: 'video/webm', extension: 'webm' };
  }
  return null;
}

/** The type of a file from its first bytes, if it is a supported format of that kind. */
export function detectMediaType(kind: MediaKind, head: Buffer): DetectedType | null {
  return kind === 'image' ? detectImage(head) : detectVideo(head);
}
