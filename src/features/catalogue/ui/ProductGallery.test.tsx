import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_TEXT } from '@/content/shop/text';
import type { ProductImage } from '@/shared/contract/product';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@/shared/config/shop';
import { makeProduct } from '@/test/products';
import { CATALOGUE_TEXT } from '../model/text';
import { ProductGallery } from './ProductGallery';

const T = CATALOGUE_TEXT.product;

const photo = (n: number): ProductImage => ({
  imageUrl: `/uploads/hamper-${n}.webp`,
  width: 1600,
  height: 1600,
  sources: [
    { type: 'image/avif', srcset: `/uploads/hamper-${n}-w320.avif 320w, /uploads/hamper-${n}-w1280.avif 1280w` },
    { type: 'image/webp', srcset: `/uploads/hamper-${n}-w320.webp 320w, /uploads/hamper-${n}-w1280.webp 1280w` },
  ],
});
const HAMPER = makeProduct({ name: 'Tea Hamper', images: [1, 2, 3].map(photo), mainImageIndex: 1 });

const zoomButton = () => screen.getByRole('button', { name: /^Enlarge / });
const dialog = () => screen.findByRole('dialog', { name: HAMPER.name });

describe('the product gallery zoom', () => {
  it('makes the main picture a labelled button, keeping it the first picture fetched', () => {
    const { container } = render(<ProductGallery product={HAMPER} />);
    // The main image (index 1) comes first.
    expect(zoomButton()).toHaveAccessibleName(T.zoom(T.picture(HAMPER.name, 1, 3)));
    expect(zoomButton()).toHaveAttribute('aria-haspopup', 'dialog');
    const img = within(zoomButton()).getByRole('img');
    expect(img).toHaveAttribute('src', '/uploads/hamper-2.webp');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('picture source')).toHaveAttribute('sizes', PRODUCT_MAIN_IMAGE_SIZES);
  });

  it('opens with the keyboard on the largest variant, steps through the pictures, closes with Escape and gives focus back', async () => {
    render(<ProductGallery product={HAMPER} />);
    await userEvent.tab();
    expect(zoomButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const zoom = await dialog();
    const big = within(zoom).getByRole('img', { name: T.picture(HAMPER.name, 1, 3) });
    expect(big).toHaveAttribute('src', '/uploads/hamper-2.webp');
    expect([...zoom.querySelectorAll('source')].map((source) => source.getAttribute('srcset'))).toEqual([
      '/uploads/hamper-2-w1280.avif',
      '/uploads/hamper-2-w1280.webp',
    ]);
    expect(within(zoom).getByText(T.zoomPosition(1, 3))).toBeInTheDocument();

    // The arrow keys step from the start, focus still on the dialog itself.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(zoom).getByRole('img', { name: T.picture(HAMPER.name, 2, 3) })).toHaveAttribute(
      'src',
      '/uploads/hamper-1.webp',
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(zoom).getByText(T.zoomPosition(1, 3))).toBeInTheDocument();
    // Back past the first goes round to the last.
    await userEvent.click(within(zoom).getByRole('button', { name: T.zoomPrevious }));
    expect(within(zoom).getByRole('img', { name: T.picture(HAMPER.name, 3, 3) })).toHaveAttribute(
      'src',
      '/uploads/hamper-3.webp',
    );
    await userEvent.click(within(zoom).getByRole('button', { name: T.zoomNext }));
    await userEvent.click(within(zoom).getByRole('button', { name: T.zoomPrevious }));
    expect(within(zoom).getByText(T.zoomPosition(3, 3))).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The gallery shows the last picture seen, and focus is back on it.
    expect(zoomButton()).toHaveFocus();
    expect(zoomButton()).toHaveAccessibleName(T.zoom(T.picture(HAMPER.name, 3, 3)));
    expect(screen.getByRole('button', { name: SHOP_TEXT.detail.showImage(3, 3) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  // The focus trap is the Modal's; it is checked in a real browser (e2e/product-page.spec.ts).
  it('closes with its Close button, focus back on the picture', async () => {
    render(<ProductGallery product={HAMPER} />);
    await userEvent.click(zoomButton());
    const zoom = await dialog();
    await userEvent.click(within(zoom).getByRole('button', { name: T.zoomClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zoomButton()).toHaveFocus();
  });

  it('has no previous or next for a single picture, and no zoom while a video is shown', async () => {
    const { unmount } = render(<ProductGallery product={makeProduct({ name: 'Mug', images: [photo(1)] })} />);
    await userEvent.click(zoomButton());
    const zoom = await screen.findByRole('dialog', { name: 'Mug' });
    expect(within(zoom).queryByRole('button', { name: T.zoomNext })).not.toBeInTheDocument();
    unmount();

    render(
      <ProductGallery product={makeProduct({ images: [photo(1)], videos: [{ videoUrl: '/uploads/clip.mp4' }] })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: SHOP_TEXT.detail.showImage(2, 2) }));
    expect(screen.queryByRole('button', { name: /^Enlarge / })).not.toBeInTheDocument();
  });
});
