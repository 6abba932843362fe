import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_CARDS } from '@/content/shop/catalogue';
import { COLLABORATION_FILTERS } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import { ROUTES } from '@/shared/config/routes';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProductsPage from '.';

const renderAt = (route: string) =>
  renderWithProviders(<ProductsPage />, { route, path: ROUTES.products, extraRoutes: { [ROUTES.productsCategory]: <ProductsPage /> } });

describe('the products page', () => {
  it('shows the promotion and three cards linking to /item-desc2 and /item-desc3 with price and percent off', () => {
    renderAt('/products');
    expect(screen.getByRole('complementary', { name: SHOP_TEXT.promo.title })).toHaveTextContent(SHOP_TEXT.promo.text);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const hrefs = cards.map((card) => within(card).getByRole('link').getAttribute('href')?.split('?')[0]);
    expect(new Set(hrefs)).toEqual(new Set(['/item-desc2', '/item-desc3']));
    for (const card of cards) {
      expect(within(card).getByText('₹1,699').closest('s')).not.toBeNull();
      expect(within(card).getByText('₹1,444')).toBeInTheDocument();
      expect(within(card).getByText('15% off')).toBeInTheDocument();
    }
    expect(PRODUCT_CARDS).toHaveLength(3);
  });

  it('marks the filter of the route as active', () => {
    renderAt('/products/art');
    const filters = screen.getByRole('navigation', { name: SHOP_TEXT.filters.heading });
    expect(within(filters).getByRole('link', { name: 'Art' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: SHOP_TEXT.filters.all })).not.toHaveAttribute('aria-current');
    for (const slug of ['one', 'art', 'gift-hamper', 'corporate']) {
      expect(within(filters).getAllByRole('link').some((link) => link.getAttribute('href') === `/products/${slug}`)).toBe(true);
    }
  });

  it('expands the collaborations group, open from the start on one of its routes', async () => {
    renderAt('/products');
    const toggle = screen.getByRole('button', { name: new RegExp(SHOP_TEXT.filters.collaborations) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: COLLABORATION_FILTERS[0].label })).toBeVisible();
  });

  it('opens a collaboration route with its group expanded and its link active', () => {
    renderAt(`/products/${COLLABORATION_FILTERS[1].slug}`);
    expect(screen.getByRole('button', { name: new RegExp(SHOP_TEXT.filters.collaborations) })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: COLLABORATION_FILTERS[1].label })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an unknown filter to /products', async () => {
    renderAt('/products/no-such-filter');
    expect(await screen.findByRole('link', { name: 'Art' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: SHOP_TEXT.filters.all })).toHaveAttribute('aria-current', 'page');
  });
});
