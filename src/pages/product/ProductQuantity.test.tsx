import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_TEXT } from '@/content/shop/text';
import { cartActions } from '@/features/cart';
import { CATALOGUE_TEXT } from '@/features/catalogue';
import { ROUTES } from '@/shared/config/routes';
import { MAX_LINE_QUANTITY } from '@/shared/config/shop';
import { HAMPER, TEE, catalogueRoutes } from '@/test/shopCatalogue';
import { installFakeApi } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProductPage from '.';

// The product page's quantity: 1 to the chosen variant's stock, the bag line's cap and what the bag holds.

const T = CATALOGUE_TEXT.product;

/** The page of a product, with `hampersInBag` of the hamper in the bag already. */
function page(slug: string, hampersInBag = 0) {
  installFakeApi(catalogueRoutes());
  const view = renderWithProviders(<ProductPage />, { route: `/product/${slug}`, path: ROUTES.product });
  if (hampersInBag > 0)
    act(() => {
      view.store.dispatch(
        cartActions.lineAdded({
          id: HAMPER.id,
          name: HAMPER.name,
          image: '/h.webp',
          price: 1444,
          description: '',
          quantity: hampersInBag,
        }),
      );
    });
  return view;
}

const field = () => screen.getByRole('spinbutton', { name: T.quantity });
const addToBag = () => userEvent.click(screen.getByRole('button', { name: SHOP_TEXT.detail.addToBag }));
const setField = async (value: string) => {
  await userEvent.clear(field());
  if (value) await userEvent.type(field(), value);
};

describe('the quantity of the product page', () => {
  it('steps with − and +, adds that many to the bag, and starts again at 1', async () => {
    const { store } = page(HAMPER.slug);
    await screen.findByRole('heading', { level: 1, name: HAMPER.name });
    expect(field()).toHaveValue(1);
    expect(field()).toHaveAttribute('max', String(MAX_LINE_QUANTITY));
    expect(screen.getByRole('button', { name: T.decrease })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: T.increase }));
    await userEvent.click(screen.getByRole('button', { name: T.increase }));
    await userEvent.click(screen.getByRole('button', { name: T.increase }));
    await userEvent.click(screen.getByRole('button', { name: T.decrease }));
    expect(field()).toHaveValue(3);
    await addToBag();
    expect(store.getState().cart.lines).toEqual([expect.objectContaining({ id: HAMPER.id, quantity: 3 })]);
    expect(field()).toHaveValue(1);
    expect(field()).toHaveAccessibleDescription(T.inBag(3));
    expect(field()).toHaveAttribute('max', String(MAX_LINE_QUANTITY - 3));
  });

  it('says under the field when a typed quantity is out of range, and adds nothing until it is corrected', async () => {
    const { store } = page(HAMPER.slug);
    await screen.findByRole('heading', { level: 1, name: HAMPER.name });
    // Blank says nothing while it is being retyped, but Add to Bag refuses it.
    await setField('');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await addToBag();
    expect(field()).toHaveAccessibleDescription(T.quantityRange(MAX_LINE_QUANTITY));
    expect(field()).toHaveFocus();
    await setField('11');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(T.quantityRange(MAX_LINE_QUANTITY));
    await addToBag();
    expect(store.getState().cart.lines).toEqual([]);
    await setField('0');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await setField('4');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await addToBag();
    expect(store.getState().cart.lines).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('allows no more than the chosen variant has left, and comes down to it when the choice changes', async () => {
    const { store } = page(TEE.slug);
    await screen.findByRole('heading', { level: 1, name: TEE.name });
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await setField('6');
    expect(field()).not.toHaveAttribute('aria-invalid');
    // M green: 2 left.
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(screen.getByText(T.onlyLeft(2))).toBeInTheDocument();
    expect(field()).toHaveValue(2);
    expect(field()).toHaveAttribute('max', '2');
    expect(screen.getByRole('button', { name: T.increase })).toHaveAttribute('aria-disabled', 'true');
    await setField('3');
    expect(field()).toHaveAccessibleDescription(T.quantityRange(2));
    await setField('2');
    await addToBag();
    await waitFor(() =>
      expect(store.getState().cart.lines).toEqual([
        expect.objectContaining({ id: TEE.id, variantId: 8, size: 'M', colour: 'green', quantity: 2 }),
      ]),
    );
    // Both are in the bag now: nothing more to add of M green.
    expect(screen.queryByRole('spinbutton', { name: T.quantity })).not.toBeInTheDocument();
    // Still focusable (focus comes back to it from the bag), but it adds nothing.
    const button = screen.getByRole('button', { name: SHOP_TEXT.detail.addToBag });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(T.bagHoldsAll);
    await addToBag();
    expect(store.getState().cart.lines).toEqual([expect.objectContaining({ variantId: 8, quantity: 2 })]);
    // Another size is still there to buy.
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(field()).toHaveAttribute('max', '8');
  });

  it('counts what the bag already holds of the product', async () => {
    page(HAMPER.slug, 8);
    await screen.findByRole('heading', { level: 1, name: HAMPER.name });
    expect(field()).toHaveAttribute('max', '2');
    expect(field()).toHaveAccessibleDescription(T.inBag(8));
    await setField('3');
    expect(field()).toHaveAccessibleDescription(`${T.inBag(8)} ${T.quantityRange(2)}`);
  });
});
