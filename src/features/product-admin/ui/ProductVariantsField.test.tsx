import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { PRODUCT_SHOP_MESSAGES } from '@/shared/contract/productVariants';
import { fail, formDataOf, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCT_SHOP_TEXT as T, PRODUCT_TEXT } from '../model/text';
import type { Product } from '@/shared/contract/product';
import { ProductForm } from './ProductForm';

jest.setTimeout(30_000);

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};

function renderForm(routes: Record<string, FakeRoute>, editing: Product | null = null) {
  const api = installFakeApi(routes);
  const onDone = jest.fn();
  const view = renderWithProviders(
    <ProductForm
      categories={[{ id: 6, name: 'Decor' }]}
      editing={editing}
      authorize={async () => true}
      onSessionExpired={jest.fn()}
      onDone={onDone}
      onReloaded={jest.fn()}
    />,
  );
  view.store.dispatch(
    authActions.loggedIn({ tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: admin }),
  );
  return { api, onDone };
}

const addColour = async (colour: string) => {
  await userEvent.type(screen.getByLabelText(T.newColour), colour);
  await userEvent.click(screen.getByRole('button', { name: T.addColour }));
};
const stockCell = (label: string) => screen.getByLabelText(T.stockOf(label));

describe('the variants editor', () => {
  it('builds a stock grid with headers from ticked sizes and added colours, checks every cell, and sends the variants', async () => {
    const { api, onDone } = renderForm({
      'POST /api/Product': () => ({ ...ok({ id: 9 }, 'Product created'), status: 201 }),
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Marigold Toran Garland');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Door garland');
    await userEvent.type(screen.getByLabelText(/^Price/), '850');
    await userEvent.type(screen.getByLabelText(/^HSN code/), '6109');
    await userEvent.selectOptions(screen.getByLabelText(/^GST rate/), '5 %');
    expect(screen.getByLabelText(/^Stock quantity/)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('M'));
    await userEvent.click(screen.getByLabelText('S'));
    // With sizes the product sells from each variant's stock: its own stock field goes.
    expect(screen.queryByLabelText(/^Stock quantity/)).not.toBeInTheDocument();
    await addColour('Marigold');
    expect(screen.getByText(T.colourAdded('Marigold'))).toBeInTheDocument();
    // Enter in the colour field adds the colour; it does not save the product.
    await userEvent.type(screen.getByLabelText(T.newColour), 'Rose{Enter}');
    expect(api.calls).toHaveLength(0);

    const table = screen.getByRole('table', { name: T.stockCaption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([T.sizeHeader, 'Marigold', 'Rose']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S', 'M']);

    await userEvent.type(stockCell('S / Marigold'), '4');
    await userEvent.type(stockCell('M / Marigold'), '6');
    await userEvent.type(stockCell('M / Rose'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    // The empty cell is named under it, and nothing is sent.
    expect(await screen.findByText(PRODUCT_SHOP_MESSAGES.variantStock)).toBeInTheDocument();
    expect(stockCell('S / Rose')).toHaveAccessibleDescription(PRODUCT_SHOP_MESSAGES.variantStock);
    expect(api.calls).toHaveLength(0);

    await userEvent.type(stockCell('S / Rose'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_TEXT.operationSuccessful)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const sent = await formDataOf(api.callsTo('POST', '/api/Product')[0]);
    expect(sent.get('StockQuantity')).toBe('0');
    expect(JSON.parse(String(sent.get('Variants')))).toEqual([
      { size: 'S', colour: 'Marigold', stockQuantity: 4, lowStockThreshold: 5 },
      { size: 'S', colour: 'Rose', stockQuantity: 0, lowStockThreshold: 5 },
      { size: 'M', colour: 'Marigold', stockQuantity: 6, lowStockThreshold: 5 },
      { size: 'M', colour: 'Rose', stockQuantity: 2, lowStockThreshold: 5 },
    ]);
  });

  it('refuses a colour already in the list (whatever its case) or an empty one, with the reason tied to the field', async () => {
    renderForm({});
    await addColour('Rose');
    await addColour('rose ');
    expect(screen.getByLabelText(T.newColour)).toHaveAccessibleDescription(
      expect.stringContaining(PRODUCT_SHOP_MESSAGES.colourTaken),
    );
    await userEvent.clear(screen.getByLabelText(T.newColour));
    await userEvent.click(screen.getByRole('button', { name: T.addColour }));
    expect(screen.getByLabelText(T.newColour)).toHaveAccessibleDescription(
      expect.stringContaining(PRODUCT_SHOP_MESSAGES.colour),
    );
    // Colours only: one row per colour, one stock column.
    const table = screen.getByRole('table', { name: T.stockCaption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([T.colourHeader, T.stockHeader]);
    await userEvent.click(screen.getByRole('button', { name: T.removeColour('Rose') }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Stock quantity/)).toBeInTheDocument();
  });

  it('edits a product with variants: sends the stock each cell loaded with, and shows a refused variant stock (409) above the grid', async () => {
    const shirt = makeProduct({
      id: 7,
      stockQuantity: 0,
      variants: [
        { id: 1, size: 'S', colour: '', stockQuantity: 3, lowStockThreshold: 5 },
        { id: 2, size: 'M', colour: '', stockQuantity: 5, lowStockThreshold: 5 },
      ],
    });
    const message = PRODUCT_SHOP_MESSAGES.variantStockChanged('M', 5, 4);
    const { api } = renderForm({ 'PUT /api/Product/7': () => fail(409, message, { Variants: [message] }) }, shirt);
    expect(screen.getByLabelText('S')).toBeChecked();
    expect(stockCell('M')).toHaveValue(5);
    await userEvent.clear(stockCell('M'));
    await userEvent.type(stockCell('M'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent === message)).toBe(true);
    expect(screen.getByRole('group', { name: T.variantsLegend })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    const sent = await formDataOf(api.callsTo('PUT', '/api/Product/7')[0]);
    expect(JSON.parse(String(sent.get('Variants')))).toEqual([
      { size: 'S', colour: '', stockQuantity: 3, originalStockQuantity: 3, lowStockThreshold: 5 },
      { size: 'M', colour: '', stockQuantity: 12, originalStockQuantity: 5, lowStockThreshold: 5 },
    ]);
  });
});
