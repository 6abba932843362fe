import { fireEvent, render, screen } from '@testing-library/react';
import type { ProductImage } from '@/shared/contract/product';
import { IMAGE_NOT_FOUND } from '@/shared/ui/ImageWithFallback';
import { ResponsiveImage } from './ResponsiveImage';

const PHOTO: ProductImage = {
  imageUrl: '/uploads/garland.jpg',
  width: 2000,
  height: 1200,
  sources: [
    { type: 'image/avif', srcset: '/uploads/garland-w320.avif 320w, /uploads/garland-w640.avif 640w' },
    { type: 'image/webp', srcset: '/uploads/garland-w320.webp 320w, /uploads/garland-w640.webp 640w' },
  ],
};

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('picture > source')].map((source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the original with its size, loading lazily and decoding off the main thread', () => {
    const { container } = render(
      <ResponsiveImage image={PHOTO} alt="Marigold toran" sizes="(min-width: 992px) 25vw, 50vw" />,
    );
    expect(sourcesOf(container)).toEqual([
      ['image/avif', PHOTO.sources![0].srcset, '(min-width: 992px) 25vw, 50vw'],
      ['image/webp', PHOTO.sources![1].srcset, '(min-width: 992px) 25vw, 50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Marigold toran' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/uploads/garland.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2000', '1200']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the main picture at once with high priority', () => {
    render(<ResponsiveImage image={PHOTO} alt="Marigold toran" sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an older record (no variants, no size) as a plain image with the size the page gives', () => {
    const { container } = render(
      <ResponsiveImage
        image={{ imageUrl: '/uploads/old.webp' }}
        alt="Old"
        sizes="50vw"
        fallbackWidth={400}
        fallbackHeight={400}
      />,
    );
    expect(sourcesOf(container)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Old' })).toHaveAttribute('width', '400');
  });

  it('becomes the Image Not Found placeholder when the photo fails to load', () => {
    render(<ResponsiveImage image={PHOTO} alt="Marigold toran" sizes="50vw" />);
    fireEvent.error(screen.getByRole('img'));
    const placeholder = screen.getByRole('img', { name: `Marigold toran (${IMAGE_NOT_FOUND})` });
    expect(placeholder).toHaveStyle({ aspectRatio: '2000 / 1200' });
  });
});
