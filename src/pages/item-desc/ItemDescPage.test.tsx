import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_DETAILS, TRENDING_NOW } from '@/content/shop/catalogue';
import { SHOP_TEXT } from '@/content/shop/text';
import { BagButton, CART_TEXT } from '@/features/cart';
import { renderWithProviders } from '@/test/renderWithProviders';
import ItemDescPage from '.';

const page = (route = '/item-desc2') =>
  renderWithProviders(
    <>
      <BagButton />
      <ItemDescPage />
    </>,
    { route },
  );

const addToBag = () => userEvent.click(screen.getByRole('button', { name: SHOP_TEXT.detail.addToBag }));

describe('the product detail page', () => {
  it('renders the record of its route with the spec figures', () => {
    page('/item-desc3');
    const product = PRODUCT_DETAILS['/item-desc3'];
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText('₹2,50,000').closest('s')).not.toBeNull();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);
    expect(screen.getAllByRole('radio', { name: /^(XS|S|M|L|XL|XXL)$/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
  });

  it('refuses Add to Bag without a size, with the alert, and adds nothing', async () => {
    const { store } = page();
    await addToBag();
    expect(screen.getByRole('alert')).toHaveTextContent(SHOP_TEXT.detail.selectSize);
    expect(screen.getByRole('radio', { name: 'XS' })).toHaveFocus();
    expect(store.getState().cart.lines).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds the chosen size and colour at 1444; adding twice makes one line of 2 and opens the bag', async () => {
    const { store } = page();
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await addToBag();
    await screen.findByRole('dialog', { name: new RegExp(CART_TEXT.title) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await addToBag();
    const bag = await screen.findByRole('dialog', { name: new RegExp(CART_TEXT.title) });
    const product = PRODUCT_DETAILS['/item-desc2'];
    expect(store.getState().cart.lines).toEqual([
      { id: product.productId, name: product.name, image: product.bagImage, price: 1444, description: product.description, size: 'M', colour: 'green', quantity: 2 },
    ]);
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹2,888');
  });

  it('starts with the colour named in the address', () => {
    page('/item-desc2?colour=green');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
  });

  it('shows a thumbnail large when chosen', async () => {
    page('/item-desc');
    const product = PRODUCT_DETAILS['/item-desc'];
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(screen.getByRole('img', { name: product.gallery[2].alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3 of 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the wishlist in the store', async () => {
    const { store } = page();
    await userEvent.click(screen.getByRole('button', { name: /Add to Wishlist/ }));
    expect(store.getState().wishlist.productIds).toEqual([PRODUCT_DETAILS['/item-desc2'].productId]);
    expect(screen.getByRole('button', { name: /Added to Wishlist/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Added to Wishlist/ }));
    expect(store.getState().wishlist.productIds).toEqual([]);
  });

  it('opens one accordion section at a time', async () => {
    page();
    const about = screen.getByRole('button', { name: SHOP_TEXT.detail.aboutProduct });
    const steeping = screen.getByRole('button', { name: SHOP_TEXT.detail.steepingInstructions });
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(steeping).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(steeping);
    expect(steeping).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('Trending Now items go straight into the bag', async () => {
    const { store } = page();
    const item = TRENDING_NOW[1];
    await userEvent.click(screen.getByRole('button', { name: `${SHOP_TEXT.detail.addToBag}: ${item.name}` }));
    expect(store.getState().cart.lines).toEqual([expect.objectContaining({ id: item.productId, price: item.price, quantity: 1 })]);
    expect(store.getState().cart.drawerOpen).toBe(true);
  });
});
