import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { PRODUCT_MESSAGES, type Product } from '@/shared/contract/product';
import { fail, formDataOf, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCT_MEDIA_TEXT as T } from '../model/text';
import type { Category } from '@/shared/contract/category';
import { ProductForm } from './ProductForm';

// On edit the product's current images and videos are listed, reordered and removed,
// and new files are added after them.

jest.setTimeout(20_000);

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};
const categories: Category[] = [{ id: 7, name: 'Printing' }];
const A = '/uploads/a.webp';
const B = '/uploads/b.webp';
const C = '/uploads/c.webp';
const existing: Product = {
  id: 7,
  name: 'Festive Gift Hamper',
  description: 'Sweets and a candle',
  price: 2499,
  salePrice: null,
  stockQuantity: 25,
  lowStockThreshold: 5,
  sku: 'GIFT-1',
  categoryId: 7,
  isActive: true,
  images: [{ imageUrl: A }, { imageUrl: B }, { imageUrl: C }],
  videos: [{ videoUrl: '/uploads/v1.mp4' }, { videoUrl: '/uploads/v2.webm' }],
  mainImageIndex: 1,
  version: 3,
  slug: 'festive-gift-hamper',
  about: '',
  steepingInstructions: '',
  categorySlug: '',
  variants: [],
  hsnCode: '0902',
  gstRate: 5,
};

function renderEdit(editing: Product | null = existing, save: FakeRoute = () => ok(null, 'Product updated')) {
  const api = installFakeApi({ 'PUT /api/Product/7': save });
  const handlers = {
    authorize: jest.fn(async () => true),
    onSessionExpired: jest.fn(),
    onDone: jest.fn(),
    onReloaded: jest.fn(),
  };
  const view = renderWithProviders(<ProductForm categories={categories} editing={editing} {...handlers} />);
  view.store.dispatch(
    authActions.loggedIn({ tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: admin }),
  );
  return { api, ...handlers };
}

const imageList = () => screen.getByRole('group', { name: T.current('image') });
const videoList = () => screen.getByRole('group', { name: T.current('video') });
const thumbnails = () =>
  within(imageList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.getAttribute('src'));
/** The page leaves with a question (the unsaved-changes guard) when this is true. */
const asksBeforeLeaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the current media of an edited product', () => {
  it('lists each image with a thumbnail and named buttons, and each video', () => {
    renderEdit();
    expect(thumbnails()).toEqual([A, B, C]);
    expect(
      within(imageList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Image 1'),
      expect.stringContaining('Image 2'),
      expect.stringContaining('Image 3'),
    ]);
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 2 up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove image 3' })).toBeEnabled();
    expect(within(videoList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove video 2' })).toBeEnabled();
    // The file inputs stay, to add new files.
    expect(screen.getByLabelText('Images')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Videos')).toHaveAttribute('type', 'file');
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('moves an image, keeping focus on it and the main image on the same picture, and announces it', async () => {
    renderEdit();
    expect(screen.getByRole('radio', { name: 'Image 2' })).toBeChecked(); // B

    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(thumbnails()).toEqual([B, A, C]);
    // At the top its Move up is disabled: focus goes to its other arrow.
    expect(screen.getByRole('button', { name: 'Move image 1 down' })).toHaveFocus();
    expect(screen.getByText(T.moved('image', 2, 1, 3))).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('radio', { name: 'Image 1' })).toBeChecked();
    expect(asksBeforeLeaving()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(thumbnails()).toEqual([A, B, C]);
    expect(screen.getByRole('button', { name: 'Move image 2 down' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Image 2' })).toBeChecked();
  });

  it('removes images, moving focus to the next one and to the list once empty', async () => {
    renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(thumbnails()).toEqual([A, C]);
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveFocus(); // C, now second
    expect(screen.getByText(T.removed('image', 2, 2))).toBeInTheDocument();
    // The main image was removed: the first one is the main image now.
    expect(screen.getByRole('radio', { name: 'Image 1' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(imageList()).toHaveFocus();
    expect(imageList()).toHaveTextContent(T.noneKept('image'));
    expect(screen.queryByRole('group', { name: T.mainImage })).not.toBeInTheDocument();
  });

  it('saves the kept media in their order with the new files after them, and the main image among both', async () => {
    const { api, onDone } = renderEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move video 2 up' }));
    const added = new File(['new'], 'lantern.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Images'), added);
    const main = within(screen.getByRole('group', { name: T.mainImage }));
    expect(main.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Image 1',
      'Image 2',
      'lantern.png',
    ]);
    await userEvent.click(main.getByRole('radio', { name: 'lantern.png' }));

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = await formDataOf(api.callsTo('PUT', '/api/Product/7')[0]);
    expect(JSON.parse(String(sent.get('KeepImages')))).toEqual([C, B]);
    expect(JSON.parse(String(sent.get('KeepVideos')))).toEqual(['/uploads/v2.webm', '/uploads/v1.mp4']);
    expect(sent.getAll('Images').map((file) => (file as File).name)).toEqual(['lantern.png']);
    expect(sent.get('MainImageIndex')).toBe('2');
  });

  it("shows the server's refusal of the kept list under it", async () => {
    const { onDone } = renderEdit(existing, () =>
      fail(400, 'Please correct the highlighted fields', { KeepImages: [PRODUCT_MESSAGES.keepImages] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.keepImages)).toBeInTheDocument();
    expect(imageList()).toHaveAccessibleDescription(PRODUCT_MESSAGES.keepImages);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is not shown when a product is created', () => {
    renderEdit(null);
    expect(screen.queryByRole('group', { name: T.current('image') })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: T.current('video') })).not.toBeInTheDocument();
  });
});
