import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { CATALOGUE_TEXT } from '@/features/catalogue';
import { PRICE_FILTER_MESSAGES } from '@/shared/config/productFilters';
import { ROUTES } from '@/shared/config/routes';
import { ART_PRINT, HAMPER, SHOP_PRODUCTS, TEE, catalogueRoutes } from '@/test/shopCatalogue';
import { installFakeApi } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProductsPage from '.';

// The products page's price range and "In stock only": in the address, sent to the server, page 1 again.

const T = CATALOGUE_TEXT.list;

function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{`${pathname}${search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const SOLD_OUT = makeProduct({ id: 300, name: 'Sold Out Kettle', price: 1200, stockQuantity: 0 });

function renderAt(route: string) {
  const api = installFakeApi(catalogueRoutes([...SHOP_PRODUCTS, SOLD_OUT]));
  const ui = (
    <>
      <ProductsPage />
      <Address />
    </>
  );
  renderWithProviders(ui, { route, path: ROUTES.products, extraRoutes: { [ROUTES.productsCategory]: ui } });
  return { lastList: () => Object.fromEntries(api.callsTo('GET', '/api/Product').at(-1)!.query) };
}

const address = () => screen.getByTestId('address').textContent;
const lowest = () => screen.getByRole('textbox', { name: T.minPrice });
const highest = () => screen.getByRole('textbox', { name: T.maxPrice });
const inStock = () => screen.getByRole('checkbox', { name: T.inStock });
/** The cards shown once the list for the address has arrived (the previous cards stay until then). */
const expectCards = (names: string[]) =>
  waitFor(() =>
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(names),
  );

describe('the price and stock filters of the products page', () => {
  it('reads them from the address, asks the server for them and says what is applied', async () => {
    const { lastList } = renderAt('/products?minPrice=500&maxPrice=1500&inStock=true');
    await expectCards([HAMPER.name, TEE.name]);
    expect(lastList()).toEqual({ _page: '1', _limit: '12', minPrice: '500', maxPrice: '1500', inStock: 'true' });
    expect(lowest()).toHaveValue('500');
    expect(highest()).toHaveValue('1500');
    expect(inStock()).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${T.priceRange('₹500', '₹1,500')}. ${T.inStockOnly}. ${T.count(2, 1, 2)}`,
    );
  });

  it('writes a new range or the checkbox into the address at page 1, and follows Back', async () => {
    const { lastList } = renderAt('/products?sort=name-asc&page=2');
    await userEvent.type(lowest(), '1000{Enter}');
    expect(address()).toBe('/products?sort=name-asc&minPrice=1000');
    await expectCards([HAMPER.name, ART_PRINT.name, SOLD_OUT.name]);
    expect(screen.getByRole('status')).toHaveTextContent(T.priceRange('₹1,000'));

    await userEvent.click(inStock());
    expect(address()).toBe('/products?sort=name-asc&minPrice=1000&inStock=true');
    expect(lastList()).toMatchObject({ minPrice: '1000', inStock: 'true', _page: '1' });
    await expectCards([HAMPER.name, ART_PRINT.name]);

    await userEvent.clear(lowest());
    await userEvent.type(highest(), '800');
    await userEvent.click(screen.getByRole('button', { name: T.applyPrice }));
    expect(address()).toBe('/products?sort=name-asc&maxPrice=800&inStock=true');
    await expectCards([TEE.name]);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/products?sort=name-asc&minPrice=1000&inStock=true');
    expect(lowest()).toHaveValue('1000');
    expect(highest()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(inStock()).not.toBeChecked();
  });

  it('says under the field what is wrong with a typed price, and keeps the address as it was', async () => {
    renderAt('/products?q=tea');
    await screen.findAllByRole('article');
    await userEvent.type(lowest(), '12.5');
    await userEvent.click(screen.getByRole('button', { name: T.applyPrice }));
    expect(lowest()).toHaveAttribute('aria-invalid', 'true');
    expect(lowest()).toHaveAccessibleDescription(PRICE_FILTER_MESSAGES.minPrice);
    expect(lowest()).toHaveFocus();
    expect(address()).toBe('/products?q=tea');

    await userEvent.clear(lowest());
    expect(lowest()).not.toHaveAttribute('aria-invalid');
    await userEvent.type(lowest(), '2000');
    await userEvent.type(highest(), '1000{Enter}');
    expect(highest()).toHaveAccessibleDescription(PRICE_FILTER_MESSAGES.priceRange);
    expect(highest()).toHaveFocus();
    expect(address()).toBe('/products?q=tea');

    await userEvent.clear(highest());
    await userEvent.type(highest(), '100000000{Enter}');
    expect(highest()).toHaveAccessibleDescription(PRICE_FILTER_MESSAGES.maxPrice);
  });

  it('offers to clear the filters when a range leaves nothing', async () => {
    renderAt('/products?minPrice=5000');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: T.clearFilters }));
    expect(address()).toBe('/products');
    expect(lowest()).toHaveValue('');
  });
});
