import {
  AVIF_HEAD,
  GIF_HEAD,
  JPEG_HEAD,
  MKV_HEAD,
  MP4_HEAD,
  PNG,
  SVG,
  TEXT,
  WEBM_HEAD,
  WEBP,
} from '../../test/mediaFixtures';
import { detectMediaType } from './fileSignatures';

describe('detectMediaType', () => {
  it.each([
    ['JPEG', JPEG_HEAD, 'image/jpeg', 'jpg'],
    ['PNG', PNG, 'image/png', 'png'],
    ['GIF', GIF_HEAD, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
    ['AVIF', AVIF_HEAD, 'image/avif', 'avif'],
  ])('recognises a %s image by its first bytes', (_name, bytes, mime, extension) => {
    expect(detectMediaType('image', bytes)).toEqual({ mime, extension });
  });

  it.each([
    ['MP4', MP4_HEAD, 'video/mp4', 'mp4'],
    ['WebM', WEBM_HEAD, 'video/webm', 'webm'],
  ])('recognises a %s video by its first bytes', (_name, bytes, mime, extension) => {
    expect(detectMediaType('video', bytes)).toEqual({ mime, extension });
  });

  it('refuses SVG, text, truncated headers and files of the other kind', () => {
    expect(detectMediaType('image', SVG)).toBeNull();
    expect(detectMediaType('image', TEXT)).toBeNull();
    expect(detectMediaType('image', PNG.subarray(0, 4))).toBeNull();
    expect(detectMediaType('image', Buffer.alloc(0))).toBeNull();
    expect(detectMediaType('image', MP4_HEAD)).toBeNull();
    expect(detectMediaType('video', PNG)).toBeNull();
    expect(detectMediaType('video', AVIF_HEAD)).toBeNull();
    expect(detectMediaType('video', MKV_HEAD)).toBeNull();
  });
});
