import { largestVariants } from './zoomImage';

describe('the zoom picture', () => {
  it('is the widest variant of each format, whatever order the srcset lists them in', () => {
    expect(
      largestVariants({
        imageUrl: '/uploads/a.jpg',
        width: 3000,
        height: 2000,
        sources: [
          {
            type: 'image/avif',
            srcset: '/uploads/a-w320.avif 320w, /uploads/a-w1280.avif 1280w, /uploads/a-w640.avif 640w',
          },
          { type: 'image/webp', srcset: '/uploads/a-w320.webp 320w,/uploads/a-w960.webp 960w' },
        ],
      }),
    ).toEqual([
      { type: 'image/avif', url: '/uploads/a-w1280.avif', width: 1280 },
      { type: 'image/webp', url: '/uploads/a-w960.webp', width: 960 },
    ]);
  });

  it('is none for a record without variants, or a srcset without widths', () => {
    expect(largestVariants({ imageUrl: '/uploads/old.webp' })).toEqual([]);
    expect(largestVariants({ imageUrl: '/x', sources: [{ type: 'image/webp', srcset: '/x-2.webp 2x' }] })).toEqual([]);
  });
});
