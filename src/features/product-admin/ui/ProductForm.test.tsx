import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { registerNavigator } from '@/shared/lib/navigation';
import { PRODUCT_MESSAGES, type Product } from '@/shared/contract/product';
import { PRODUCT_TAX_MESSAGES } from '@/shared/contract/productTax';
import { fail, formDataOf, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCT_TEXT } from '../model/text';
import type { Category } from '@/shared/contract/category';
import { ProductForm, type ProductFormProps } from './ProductForm';

// These tests type into whole forms; on a busy machine that can take longer than jest's default 5 s.
jest.setTimeout(20_000);

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};
const categories: Category[] = [
  { id: 6, name: 'Gifting' },
  { id: 7, name: 'Printing' },
];
const existing: Product = {
  id: 7,
  name: 'Festive Gift Hamper',
  description: 'Sweets and a candle',
  price: 2499,
  salePrice: 1999,
  stockQuantity: 25,
  lowStockThreshold: 5,
  sku: 'GIFT-1',
  categoryId: 7,
  isActive: true,
  images: [{ imageUrl: '/uploads/a.webp' }, { imageUrl: '/uploads/b.webp' }],
  videos: [],
  mainImageIndex: 1,
  version: 1,
  slug: 'festive-gift-hamper',
  about: '',
  steepingInstructions: '',
  categorySlug: '',
  variants: [],
  hsnCode: '0902',
  gstRate: 5,
};

function renderForm(routes: Record<string, FakeRoute>, props: Partial<ProductFormProps> = {}) {
  const api = installFakeApi(routes);
  const handlers = {
    authorize: jest.fn(async () => true),
    onSessionExpired: jest.fn(),
    onDone: jest.fn(),
    onReloaded: jest.fn(),
  };
  const navigate = jest.fn();
  const view = renderWithProviders(<ProductForm categories={categories} editing={null} {...handlers} {...props} />);
  registerNavigator(navigate);
  view.store.dispatch(
    authActions.loggedIn({ tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: admin }),
  );
  return { api, ...handlers, navigate, ...view };
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Marigold Garland');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Fresh flowers');
  await userEvent.type(screen.getByLabelText(/^Price/), '1200');
  await userEvent.type(screen.getByLabelText(/^Stock quantity/), '15');
  await userEvent.type(screen.getByLabelText(/^HSN code/), '0603');
  await userEvent.selectOptions(screen.getByLabelText(/^GST rate/), '12 %');
}

const field = (data: FormData, name: string) => data.get(name);

describe('ProductForm', () => {
  it('starts with the first category and active, and shows the spec messages before calling the server', async () => {
    const { api, authorize } = renderForm({});
    expect(screen.getByLabelText(/^Category/)).toHaveValue('6');
    expect(screen.getByLabelText(/Active/)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.name);
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.description);
    expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.price);
    expect(screen.getByLabelText(/^Stock quantity/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.stockQuantity);
    expect(screen.getByLabelText(/^HSN code/)).toHaveAccessibleDescription(
      expect.stringContaining(PRODUCT_TAX_MESSAGES.hsnCode),
    );
    expect(screen.getByLabelText(/^GST rate/)).toHaveAccessibleDescription(PRODUCT_TAX_MESSAGES.gstRate);
    expect(authorize).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a product with its images as multipart, then reports success and returns to create mode', async () => {
    const { api, authorize, onDone } = renderForm({
      'POST /api/Product': () => ({ ...ok({ id: 9 }, 'Product created'), status: 201 }),
    });
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^Sale price/), '999.5');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Printing');
    const front = new File(['front'], 'front.png', { type: 'image/png' });
    const back = new File(['back'], 'back.webp', { type: 'image/webp' });
    await userEvent.upload(screen.getByLabelText('Images'), [front, back]);
    const mainChoice = within(screen.getByRole('group', { name: 'Main image' }));
    await userEvent.click(mainChoice.getByRole('radio', { name: 'back.webp' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(PRODUCT_TEXT.operationSuccessful)).toBeInTheDocument();
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    const [call] = api.callsTo('POST', '/api/Product');
    expect(call.headers.get('authorization')).toBe('Bearer access');
    const sent = await formDataOf(call);
    expect(field(sent, 'Name')).toBe('Marigold Garland');
    expect(field(sent, 'Price')).toBe('1200');
    expect(field(sent, 'SalePrice')).toBe('999.5');
    expect(field(sent, 'StockQuantity')).toBe('15');
    expect(field(sent, 'CategoryId')).toBe('7');
    expect(field(sent, 'IsActive')).toBe('true');
    expect(field(sent, 'MainImageIndex')).toBe('1');
    expect(field(sent, 'HsnCode')).toBe('0603');
    expect(field(sent, 'GstRate')).toBe('12');
    expect(sent.getAll('Images').map((file) => (file as File).name)).toEqual(['front.png', 'back.webp']);
  });

  it('disables the buttons and shows a spinner while saving', async () => {
    renderForm({ 'PUT /api/Product/7': () => ({ ...fail(500, 'Disk full'), delayMs: 300 }) }, { editing: existing });
    const update = screen.getByRole('button', { name: 'Update' });
    await userEvent.click(update);
    await waitFor(() => expect(update).toBeDisabled());
    expect(update.querySelector('.spinner-border')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    await waitFor(() => expect(update).toBeEnabled());
    expect(update.querySelector('.spinner-border')).toBeNull();
  });

  it('edits a row: loads its values without files, sends PUT without new files, and Cancel returns', async () => {
    const { api, onDone } = renderForm(
      { 'PUT /api/Product/7': () => ok(null, 'Product updated') },
      { editing: existing },
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Festive Gift Hamper');
    expect(screen.getByLabelText(/^Sale price/)).toHaveValue(1999);
    expect(screen.getByLabelText(/^Category/)).toHaveValue('7');
    expect(screen.getByRole('radio', { name: 'Image 2' })).toBeChecked();

    await userEvent.clear(screen.getByLabelText(/^Sale price/));
    await userEvent.type(screen.getByLabelText(/^Sale price/), '1799');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sent = await formDataOf(api.callsTo('PUT', '/api/Product/7')[0]);
    expect(field(sent, 'SalePrice')).toBe('1799');
    expect(field(sent, 'MainImageIndex')).toBe('1');
    expect(sent.getAll('Images')).toEqual([]);
    expect(field(sent, 'KeepImages')).toBe(JSON.stringify(['/uploads/a.webp', '/uploads/b.webp']));
    // What the form was loaded with: the server refuses a stale save and keeps the stock sold since.
    expect(field(sent, 'Version')).toBe('1');
    expect(field(sent, 'OriginalStockQuantity')).toBe('25');
    expect(field(sent, 'StockQuantity')).toBe('25');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('a stale save (409): shows the message under the form as an alert and reloads the product as it is now', async () => {
    const stale =
      'This product was changed by someone else after you opened it. Reload it to see the current version, then make your changes again.';
    const current = { ...existing, name: 'Festive Gift Hamper (new)', stockQuantity: 22, version: 2 };
    const { api, onDone, onReloaded } = renderForm(
      { 'PUT /api/Product/7': () => fail(409, stale), 'GET /api/Product/7': () => ok(current, 'Products loaded') },
      { editing: existing },
    );
    await userEvent.type(screen.getByLabelText(/^Name/), ' XL');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(onDone).not.toHaveBeenCalled();
    // The admin's typing stays until they choose to reload.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Festive Gift Hamper XL');

    await userEvent.click(within(alert).getByRole('button', { name: PRODUCT_TEXT.reloadProduct }));
    await waitFor(() => expect(onReloaded).toHaveBeenCalledWith(current));
    expect(api.callsTo('GET', '/api/Product/7')).toHaveLength(1);
  });

  it('puts server field errors under the fields', async () => {
    renderForm({
      'POST /api/Product': () =>
        fail(400, 'Please correct the highlighted fields', { SKU: [PRODUCT_MESSAGES.skuTaken], Price: ['Too much'] }),
    });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.skuTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^SKU/)).toHaveAccessibleDescription(
      expect.stringContaining(PRODUCT_MESSAGES.skuTaken),
    );
    expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Too much');
  });

  it("shows the server's message, the fallback, or Operation failed for a 2xx isSuccess false", async () => {
    let answer: { status: number; body?: unknown } = fail(409, 'Catalogue is locked');
    renderForm({ 'POST /api/Product': () => answer });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Catalogue is locked')).toBeInTheDocument();

    answer = { status: 500, body: { isSuccess: false } };
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_TEXT.createFailed)).toBeInTheDocument();

    answer = { status: 200, body: { isSuccess: false } };
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_TEXT.operationFailed)).toBeInTheDocument();
  });

  it('refreshes an expired token silently and sends the same upload again', async () => {
    let posts = 0;
    const { api, onDone, onSessionExpired } = renderForm({
      'POST /api/Product': () => (++posts === 1 ? fail(401, 'Token expired') : ok(null)),
      'POST /api/Auth/refresh-token': () => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    });
    await fillRequired();
    await userEvent.upload(screen.getByLabelText('Images'), new File(['x'], 'x.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onSessionExpired).not.toHaveBeenCalled();
    const [first, retry] = api.callsTo('POST', '/api/Product');
    expect(retry.headers.get('authorization')).toBe('Bearer new-access');
    expect((await formDataOf(retry)).get('Name')).toBe('Marigold Garland');
    expect((await formDataOf(retry)).getAll('Images')).toHaveLength(1);
    expect(first.headers.get('authorization')).toBe('Bearer access');
  });

  it('reports Session expired when the save is answered 401 and the refresh fails', async () => {
    const { onDone, onSessionExpired, store } = renderForm({
      'POST /api/Product': () => fail(401, 'Token expired'),
      'POST /api/Auth/refresh-token': () => fail(401, 'Refresh token revoked'),
    });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_TEXT.sessionExpired)).toBeInTheDocument();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('does not save when the admin check fails', async () => {
    const { api } = renderForm({ 'POST /api/Product': () => ok(null) }, { authorize: async () => false });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    expect(api.calls).toHaveLength(0);
  });
});
