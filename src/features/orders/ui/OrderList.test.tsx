import { screen, within } from '@testing-library/react';
import { oneItemOrder, sixItemOrder } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OrderList } from './OrderList';

const orderCard = (orderNumber: string) => screen.getByRole('article', { name: `Order ${orderNumber}` });

describe('OrderList', () => {
  it('shows number, date, lowercased status, INR total, up to 4 items then +N more', async () => {
    installFakeApi({ 'GET /api/Order/user': () => ok([oneItemOrder, sixItemOrder]) });
    renderWithProviders(<OrderList />);

    await screen.findByRole('article', { name: `Order ${sixItemOrder.orderNumber}` });
    const six = orderCard(sixItemOrder.orderNumber);
    expect(within(six).getByText('Placed on', { exact: false })).toHaveTextContent('2 Jul 2025');
    expect(within(six).getByText('shipped')).toBeInTheDocument();
    expect(within(six).queryByText('Shipped')).not.toBeInTheDocument();
    expect(within(six).getByText('₹16,697')).toBeInTheDocument();
    expect(within(six).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Banarasi Silk DupattaQty 1',
      'Welcome HamperQty 2',
      'Invitation CardsQty 1',
      'Candle TrioQty 3',
    ]);
    expect(within(six).getByText('+2 more')).toBeInTheDocument();
    expect(within(six).getByText('9 items')).toBeInTheDocument();
    // Thumbnails are 50x50 and lazy.
    const image = six.querySelector('img');
    expect(image).toHaveAttribute('width', '50');
    expect(image).toHaveAttribute('loading', 'lazy');

    const one = orderCard(oneItemOrder.orderNumber);
    expect(within(one).getByText('processing')).toBeInTheDocument();
    expect(within(one).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(one).getByText('₹1,348')).toBeInTheDocument();
  });

  it('links an empty history to the shop', async () => {
    installFakeApi({ 'GET /api/Order/user': () => ok([]) });
    renderWithProviders(<OrderList />);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it("shows the server's message in a banner, or the spec fallback", async () => {
    installFakeApi({ 'GET /api/Order/user': () => fail(503, 'Orders are being updated') });
    const { unmount } = renderWithProviders(<OrderList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are being updated');
    unmount();

    installFakeApi({ 'GET /api/Order/user': () => ({ status: 500 }) });
    renderWithProviders(<OrderList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  });
});
