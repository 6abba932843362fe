import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_TEXT } from '@/content/shop/text';
import { BagButton, CART_TEXT } from '@/features/cart';
import { CATALOGUE_TEXT } from '@/features/catalogue';
import { ROUTES } from '@/shared/config/routes';
import { ART_PRINT, HAMPER, TEE, catalogueRoutes } from '@/test/shopCatalogue';
import { fail, installFakeApi } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProductPage from '.';

function page(route: string) {
  const api = installFakeApi({
    ...catalogueRoutes(),
    'GET /api/Product/slug/no-such-product': () => fail(404, 'Product not found'),
  });
  const ui = (
    <>
      <BagButton />
      <ProductPage />
    </>
  );
  // `*` for the spec's /item-desc addresses, the product route for /product/:slug.
  const view = renderWithProviders(ui, { route, path: '*', extraRoutes: { [ROUTES.product]: ui } });
  return { ...view, api };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const addToBag = () => userEvent.click(screen.getByRole('button', { name: SHOP_TEXT.detail.addToBag }));

describe('the product page', () => {
  it('shows the seeded hamper at /item-desc2 with the spec figures, its own texts, and no size or colour picker', async () => {
    const { api } = page('/item-desc2');
    const details = (await heading(HAMPER.name)).parentElement!;
    expect(api.callsTo('GET', '/api/Product/slug/darjeeling-tea-hamper')).toHaveLength(1);
    expect(within(details).getByText('₹1,699').closest('s')).not.toBeNull();
    expect(within(details).getByText('₹1,444')).toBeInTheDocument();
    expect(within(details).getByText('Save 15%')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Colour/ })).not.toBeInTheDocument();
    expect(screen.getByText('Spring first-flush leaves.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHOP_TEXT.detail.steepingInstructions }));
    expect(screen.getByText('Steep for 3 minutes.')).toBeVisible();
    expect(screen.getByRole('button', { name: SHOP_TEXT.detail.aboutProduct })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('adds a hamper without asking for a size, at the price the page shows', async () => {
    const { store } = page(`/product/${HAMPER.slug}`);
    await heading(HAMPER.name);
    await addToBag();
    expect(store.getState().cart.drawerOpen).toBe(true);
    expect(await screen.findByRole('dialog', { name: new RegExp(CART_TEXT.title) })).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([
      {
        id: 102,
        name: HAMPER.name,
        image: '/uploads/darjeeling-1.webp',
        price: 1444,
        description: HAMPER.description,
        quantity: 1,
      },
    ]);
  });

  it('offers only the sizes and colours in stock: sold-out ones are disabled and say so', async () => {
    page(`/product/${TEE.slug}`);
    await heading(TEE.name);
    const sizes = within(screen.getByRole('group', { name: /Size/ })).getAllByRole('radio');
    expect(sizes.map((radio) => radio.getAttribute('value'))).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const xs = screen.getByRole('radio', { name: `XS (${CATALOGUE_TEXT.product.soldOut})` });
    expect(xs).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Beige' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Green' })).toBeEnabled();
  });

  it('asks for a size before Add to Bag, says when few are left, and adds the chosen variant', async () => {
    const { store } = page(`/product/${TEE.slug}`);
    await heading(TEE.name);
    await addToBag();
    expect(screen.getByRole('alert')).toHaveTextContent(SHOP_TEXT.detail.selectSize);
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
    expect(store.getState().cart.lines).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(CATALOGUE_TEXT.product.onlyLeft(6))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(screen.getByText(CATALOGUE_TEXT.product.onlyLeft(2))).toBeInTheDocument();
    await addToBag();
    await waitFor(() =>
      expect(store.getState().cart.lines).toEqual([
        expect.objectContaining({ id: 208, variantId: 8, size: 'M', colour: 'green', price: 749, quantity: 1 }),
      ]),
    );
  });

  it('shows no Steeping Instructions for a product that is not a tea', async () => {
    page(`/product/${ART_PRINT.slug}`);
    await heading(ART_PRINT.name);
    expect(screen.getByRole('button', { name: SHOP_TEXT.detail.aboutProduct })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOP_TEXT.detail.steepingInstructions })).not.toBeInTheDocument();
  });

  it('lists other products under Trending Now, never the product itself', async () => {
    page(`/product/${ART_PRINT.slug}`);
    const trending = await screen.findByRole('region', { name: SHOP_TEXT.trendingNow });
    const names = within(trending)
      .getAllByRole('heading', { level: 3 })
      .map((node) => node.textContent);
    expect(names).toEqual([HAMPER.name, TEE.name]);
    // A product with sizes is chosen on its page; one without goes straight into the bag.
    expect(
      within(trending).getByRole('button', { name: `${SHOP_TEXT.detail.addToBag}: ${HAMPER.name}` }),
    ).toBeInTheDocument();
    expect(
      within(trending).queryByRole('button', { name: `${SHOP_TEXT.detail.addToBag}: ${TEE.name}` }),
    ).not.toBeInTheDocument();
    expect(within(trending).getByRole('link', { name: TEE.name })).toHaveAttribute('href', `/product/${TEE.slug}`);
  });

  it('says so when the product does not exist, with a way back to the shop', async () => {
    page('/product/no-such-product');
    expect(await heading(CATALOGUE_TEXT.product.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CATALOGUE_TEXT.product.browse })).toHaveAttribute('href', ROUTES.products);
  });

  it('keeps the wishlist in the store', async () => {
    const { store } = page('/item-desc2');
    await heading(HAMPER.name);
    await userEvent.click(screen.getByRole('button', { name: /Add to Wishlist/ }));
    expect(store.getState().wishlist.productIds).toEqual([HAMPER.id]);
  });
});
