import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { COLLABORATION_FILTERS } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import { CATALOGUE_TEXT } from '@/features/catalogue';
import type { Product } from '@/shared/contract/product';
import { ROUTES } from '@/shared/config/routes';
import { ART_PRINT, HAMPER, SHOP_PRODUCTS, TEE, catalogueRoutes } from '@/test/shopCatalogue';
import { installFakeApi } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProductsPage from '.';

const T = CATALOGUE_TEXT.list;

/** Shows the address, so a test can see what the page wrote there. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderAt(route: string, products: Product[] = SHOP_PRODUCTS) {
  const api = installFakeApi(catalogueRoutes(products));
  const ui = (
    <>
      <ProductsPage />
      <Address />
    </>
  );
  const view = renderWithProviders(ui, {
    route,
    path: ROUTES.products,
    extraRoutes: { [ROUTES.productsCategory]: ui },
  });
  return { ...view, api, lastList: () => api.callsTo('GET', '/api/Product').at(-1)!.query };
}

const address = () => screen.getByTestId('address').textContent;

describe('the products page', () => {
  it('shows the promotion and the catalogue as cards with price, struck list price and the saving, linking to each product', async () => {
    const { lastList } = renderAt('/products');
    expect(screen.getByRole('complementary', { name: SHOP_TEXT.promo.title })).toHaveTextContent(SHOP_TEXT.promo.text);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const hamper = within(cards[0]);
    expect(hamper.getByRole('link', { name: HAMPER.name })).toHaveAttribute('href', `/product/${HAMPER.slug}`);
    expect(hamper.getByText('₹1,699').closest('s')).not.toBeNull();
    expect(hamper.getByText('₹1,444')).toBeInTheDocument();
    expect(hamper.getByText('Save 15%')).toBeInTheDocument();
    // round((1999 - 1699) / 1999 * 100) = 15; (899 - 749) / 899 = 16.7% -> 17.
    expect(within(cards[2]).getByText('Save 15%')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Save 17%')).toBeInTheDocument();
    for (const card of cards) expect(card.querySelector('img')).toHaveAttribute('height', '400');
    expect(Object.fromEntries(lastList())).toEqual({ _page: '1', _limit: '12' });
    expect(screen.getByRole('status')).toHaveTextContent(T.count(3, 1, 3));
  });

  it('asks the API for the category of the filter route, and marks that filter as active', async () => {
    const { lastList } = renderAt('/products/art');
    expect(await screen.findByRole('link', { name: ART_PRINT.name })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(lastList().get('category')).toBe('art');
    const filters = screen.getByRole('navigation', { name: SHOP_TEXT.filters.heading });
    expect(within(filters).getByRole('link', { name: 'Art' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: SHOP_TEXT.filters.all })).not.toHaveAttribute('aria-current');
    for (const slug of ['one', 'art', 'gift-hamper', 'corporate']) {
      expect(
        within(filters)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === `/products/${slug}`),
      ).toBe(true);
    }
  });

  it('reads sort, search and page from the address and sends them to the API', async () => {
    const many = Array.from({ length: 30 }, (_, index) => makeProduct({ id: index + 1, name: `Tea ${index + 1}` }));
    const { lastList } = renderAt('/products?sort=price-desc&q=tea&page=2', many);
    await screen.findAllByRole('article');
    expect(Object.fromEntries(lastList())).toEqual({
      _page: '2',
      _limit: '12',
      _sort: 'price',
      _order: 'desc',
      q: 'tea',
    });
    expect(screen.getByRole('combobox', { name: T.sortLabel })).toHaveValue('price-desc');
    expect(screen.getByRole('searchbox', { name: T.searchLabel })).toHaveValue('tea');
    const pages = screen.getByRole('navigation', { name: T.pagination });
    expect(within(pages).getByRole('link', { name: T.page(2) })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: T.page(3) })).toHaveAttribute(
      'href',
      '/products?sort=price-desc&q=tea&page=3',
    );
    expect(within(pages).getByRole('link', { name: T.previous })).toHaveAttribute(
      'href',
      '/products?sort=price-desc&q=tea',
    );
    expect(screen.getByRole('status')).toHaveTextContent(T.count(30, 13, 24));
  });

  it('writes a new sort or search into the address and starts again at page 1', async () => {
    renderAt('/products/gift-hamper?page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.sortLabel }), 'name-asc');
    expect(address()).toBe('/products/gift-hamper?sort=name-asc');
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'Darjeeling{Enter}');
    expect(address()).toBe('/products/gift-hamper?sort=name-asc&q=Darjeeling');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    renderAt('/products/corporate?q=nothing');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: T.clearFilters }));
    expect(address()).toBe('/products');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('expands the collaborations group, open from the start on one of its routes', async () => {
    renderAt('/products');
    const toggle = screen.getByRole('button', { name: new RegExp(SHOP_TEXT.filters.collaborations) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: COLLABORATION_FILTERS[0].label })).toBeVisible();
  });

  it('opens a collaboration route with its group expanded and its link active', async () => {
    const { lastList } = renderAt(`/products/${COLLABORATION_FILTERS[2].slug}`);
    expect(screen.getByRole('button', { name: new RegExp(SHOP_TEXT.filters.collaborations) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: COLLABORATION_FILTERS[2].label })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: TEE.name })).toBeInTheDocument();
    expect(lastList().get('category')).toBe(COLLABORATION_FILTERS[2].slug);
  });

  it('sends an unknown filter to /products', async () => {
    renderAt('/products/no-such-filter');
    expect(await screen.findByRole('link', { name: 'Art' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: SHOP_TEXT.filters.all })).toHaveAttribute('aria-current', 'page');
  });
});
