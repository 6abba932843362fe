import zlib from 'node:zlib';
import sharp from 'sharp';

// Real photos and hostile pictures for the upload tests, made on the fly (nothing large committed).

/**
 * A photo-like JPEG (smooth colour with texture, so it compresses like a photo, not like a flat
 * fill), with EXIF that must not survive the upload: a camera, GPS coordinates, and `orientation`
 * (6 = the camera was turned: shown rotated 90°, width and height swapped).
 */
export async function photoJpeg(
  width: number,
  height: number,
  { orientation = 1, quality = 88 } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const texture = Math.sin(x / 37) * Math.cos(y / 23) * 60 + ((x * 7919 + y * 104729) % 23);
      raw[i] = ((x * 255) / width + texture) & 255;
      raw[i + 1] = ((y * 255) / height + texture) & 255;
      raw[i + 2] = (128 + texture) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of `side` × `side` pixels, all black. At
 * 20 000 it is about 50 KB on disk and 400 megapixels (400 MB as 8-bit pixels) once decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  // Each row: filter byte 0, then all-zero bits.
  const data = zlib.deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
