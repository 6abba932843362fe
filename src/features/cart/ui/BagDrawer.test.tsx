import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@/shared/config/routes';
import { MAX_LINE_QUANTITY } from '@/shared/config/shop';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import { cartActions } from '../model/cartSlice';
import { CART_TEXT } from '../model/text';
import { BagButton } from './BagButton';

const hamper = {
  id: 102,
  name: 'Darjeeling Tea Hamper',
  image: '/uploads/h.webp',
  price: 1444,
  description: 'Hamper',
  size: 'M' as const,
  colour: 'green' as const,
};

const TEA = 11;
const OTHER = 12;
const CATALOGUE = [
  makeProduct({ id: 102, name: 'Darjeeling Tea Hamper', categoryId: TEA, stockQuantity: 500 }),
  makeProduct({
    id: 101,
    name: 'Assam Masala Chai Hamper',
    categoryId: TEA,
    price: 1299,
    salePrice: 999,
    images: [{ imageUrl: '/uploads/assam.webp' }],
  }),
  makeProduct({ id: 103, name: 'Kashmiri Kahwa Gift Box', categoryId: TEA, stockQuantity: 3 }),
  makeProduct({
    id: 208,
    name: 'Workshop Tee',
    categoryId: TEA,
    slug: 'workshop-tee',
    variants: [{ id: 1, size: 'S', colour: 'beige', stockQuantity: 2, lowStockThreshold: 5 }],
  }),
  makeProduct({ id: 205, name: 'Cardamom Cookie Jar', categoryId: OTHER }),
];

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/Product': (call) => {
      const categoryId = call.query.get('categoryId');
      return ok(CATALOGUE.filter((p) => categoryId === null || p.categoryId === Number(categoryId)));
    },
    ...Object.fromEntries(CATALOGUE.map((p) => [`GET /api/Product/${p.id}`, () => ok(p)])),
    'GET /api/Product/999': () => fail(404, 'Product not found'),
  });
});

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

  it('You may also like suggests the same category first (others fill up), never what is in the bag, and adds at the current price', async () => {
    const { store, open } = renderBag();
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    const bag = await open();
    const list = await within(bag).findByTestId('also-like');
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    // Three others in the tea category; the fourth place goes to another category.
    await waitFor(() =>
      expect(names()).toEqual([
        'Assam Masala Chai Hamper',
        'Kashmiri Kahwa Gift Box',
        'Workshop Tee',
        'Cardamom Cookie Jar',
      ]),
    );
    expect(
      api.callsTo('GET', '/api/Product').map((call) => [call.query.get('categoryId'), call.query.get('_limit')]),
    ).toEqual([
      [String(TEA), '8'],
      [null, '8'],
    ]);
    // Sold in sizes: chosen on its page.
    expect(within(list).getByRole('link', { name: CART_TEXT.chooseOptions('Workshop Tee') })).toHaveAttribute(
      'href',
      '/product/workshop-tee',
    );

    await userEvent.click(within(list).getByRole('button', { name: CART_TEXT.addItem('Assam Masala Chai Hamper') }));
    expect(store.getState().cart.lines.at(-1)).toEqual({
      id: 101,
      name: 'Assam Masala Chai Hamper',
      image: '/uploads/assam.webp',
      price: 999,
      description: 'Description of product 101',
      quantity: 1,
    });
    expect(screen.getByTestId('bag-announcer')).toHaveTextContent('Added Assam Masala Chai Hamper. Subtotal ₹2,443');
    // Now in the bag, so no longer suggested (and the category is the one added last).
    await waitFor(() =>
      expect(
        within(bag).queryByRole('button', { name: CART_TEXT.addItem('Assam Masala Chai Hamper') }),
      ).not.toBeInTheDocument(),
    );
  });

  it('announces every addition politely with the new subtotal', () => {
    const { store } = renderBag();
    const announcer = screen.getByTestId('bag-announcer');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    expect(announcer).toHaveTextContent('Added Darjeeling Tea Hamper. Subtotal ₹1,444');
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    expect(announcer).toHaveTextContent('Added Darjeeling Tea Hamper. Subtotal ₹2,888');
  });

  it('Enter in the quantity box sets the quantity and never removes the line, even for 0 or an empty box', async () => {
    const { store, open } = renderBag();
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    const bag = await open();
    const box = within(bag).getByRole('spinbutton', {
      name: CART_TEXT.quantityOf('Darjeeling Tea Hamper (Size M, Green)'),
    });
    await userEvent.clear(box);
    await userEvent.type(box, '4{Enter}');
    expect(store.getState().cart.lines[0].quantity).toBe(4);
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(store.getState().cart.lines[0].quantity).toBe(1);
    expect(box).toHaveValue(1);
    await userEvent.clear(box);
    await userEvent.keyboard('{Enter}');
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(box).toHaveFocus();
    await userEvent.type(box, '{Enter}{Enter}');
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(within(bag).queryByText(CART_TEXT.empty)).not.toBeInTheDocument();
  });

  it('stops a line at the stock left and says so; otherwise at the per-line cap', async () => {
    const { store, open } = renderBag();
    const kahwa = { id: 103, name: 'Kashmiri Kahwa Gift Box', image: '/k.webp', price: 899, description: '' };
    act(() => {
      store.dispatch(cartActions.lineAdded(kahwa));
      store.dispatch(cartActions.lineAdded({ ...hamper, quantity: MAX_LINE_QUANTITY }));
    });
    const bag = await open();
    const increase = within(bag).getByRole('button', { name: CART_TEXT.increase('Kashmiri Kahwa Gift Box') });
    await userEvent.click(increase);
    await waitFor(() => expect(store.getState().cart.lines[0].quantity).toBe(2));
    await userEvent.click(increase);
    expect(store.getState().cart.lines[0].quantity).toBe(3);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    const notes = within(bag)
      .getAllByTestId('bag-line-limit')
      .map((note) => note.textContent);
    expect(notes).toEqual([CART_TEXT.stockLimit(3), CART_TEXT.stockLimit(MAX_LINE_QUANTITY)]);
    expect(increase).toHaveAccessibleDescription(CART_TEXT.stockLimit(3));
    await userEvent.click(increase);
    expect(store.getState().cart.lines[0].quantity).toBe(3);
    // Typing more than the stock takes the stock.
    const box = within(bag).getByRole('spinbutton', { name: CART_TEXT.quantityOf('Kashmiri Kahwa Gift Box') });
    await userEvent.clear(box);
    await userEvent.type(box, '9{Enter}');
    expect(store.getState().cart.lines[0].quantity).toBe(3);
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
    fireEvent.click(within(bag).getByRole('link', { name: CART_TEXT.checkout }));
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(store.getState().cart.drawerOpen).toBe(false);
    // Gone with the page it was opened on, in the same render, not animating out over the new
    // one: nothing of it is left to cover the page or lock its scrolling.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('.offcanvas-backdrop')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
  });
});
