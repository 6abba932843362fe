import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALSO_LIKE } from '@/content/shop/catalogue';
import { ROUTES } from '@/shared/config/routes';
import { renderWithProviders } from '@/test/renderWithProviders';
import { cartActions } from '../model/cartSlice';
import { CART_TEXT } from '../model/text';
import { BagButton } from './BagButton';

const hamper = { id: 102, name: 'Darjeeling Tea Hamper', image: '/uploads/h.webp', price: 1444, description: 'Hamper', size: 'M' as const, colour: 'green' as const };

function renderBag() {
  const rendered = renderWithProviders(<BagButton />, { extraRoutes: { [ROUTES.checkout]: <h1>Checkout page</h1> } });
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: /^Bag,/ }));
    return screen.findByRole('dialog', { name: new RegExp(CART_TEXT.title) });
  };
  return { ...rendered, open };
}

describe('the bag drawer', () => {
  it('says the bag is empty, with the checkout note and a zero subtotal', async () => {
    const { open } = renderBag();
    const bag = await open();
    expect(within(bag).getByText(CART_TEXT.empty)).toBeInTheDocument();
    expect(within(bag).getByText(CART_TEXT.checkoutNote)).toBeInTheDocument();
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹0');
    expect(within(bag).queryByRole('link', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
  });

  it('shows the lines with Indian grouping, steps quantities (never below 1) and removes lines', async () => {
    const { store, open } = renderBag();
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
      store.dispatch(cartActions.lineAdded(hamper));
    });
    expect(screen.getByRole('button', { name: 'Bag, 2 items' })).toBeInTheDocument();
    const bag = await open();
    expect(within(bag).getByText('Size M · Green')).toBeInTheDocument();
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹2,888');

    const label = 'Darjeeling Tea Hamper (Size M, Green)';
    await userEvent.click(within(bag).getByRole('button', { name: `Decrease quantity of ${label}` }));
    expect(store.getState().cart.lines[0].quantity).toBe(1);
    const decrease = within(bag).getByRole('button', { name: `Decrease quantity of ${label}` });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    expect(store.getState().cart.lines[0].quantity).toBe(1);
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹1,444');

    await userEvent.click(within(bag).getByRole('button', { name: `Increase quantity of ${label}` }));
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹2,888');
    expect(within(bag).getByRole('status')).toHaveTextContent(`${label}: quantity 2`);

    await userEvent.click(within(bag).getByRole('button', { name: CART_TEXT.remove(label) }));
    expect(within(bag).getByText(CART_TEXT.empty)).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
    // Focus stays in the bag after the removed line's button is gone.
    expect(within(bag).getByRole('heading', { name: CART_TEXT.title })).toHaveFocus();
  });

  it('You may also like adds an item, then increments it', async () => {
    const { store, open } = renderBag();
    const bag = await open();
    const item = ALSO_LIKE[0];
    await userEvent.click(within(bag).getByRole('button', { name: CART_TEXT.addItem(item.name) }));
    await userEvent.click(within(bag).getByRole('button', { name: CART_TEXT.addItem(item.name) }));
    expect(store.getState().cart.lines).toEqual([
      { id: item.productId, name: item.name, image: item.bagImage, price: item.price, description: item.description, quantity: 2 },
    ]);
  });

  it('closes with Escape and with the close button, giving focus back to the bag button', async () => {
    const { store, open } = renderBag();
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.getState().cart.drawerOpen).toBe(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Bag,/ })).toHaveFocus();

    const bag = await open();
    await userEvent.click(within(bag).getByRole('button', { name: CART_TEXT.close }));
    await waitFor(() => expect(store.getState().cart.drawerOpen).toBe(false));
  });

  it('Checkout leads to /checkout and closes the bag', async () => {
    const { store, open } = renderBag();
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    const bag = await open();
    await userEvent.click(within(bag).getByRole('link', { name: CART_TEXT.checkout }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(store.getState().cart.drawerOpen).toBe(false);
  });
});
