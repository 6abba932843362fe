import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('cancels an order that has not shipped after a confirmation, and reloads the list', async () => {
    let cancelled = false;
    const api = installFakeApi({
      'GET /api/Order/user': () => ok([{ ...oneItemOrder, status: cancelled ? 'cancelled' : 'Processing' }, sixItemOrder]),
      'POST /api/Order/3/cancel': () => {
        cancelled = true;
        return ok({ ...oneItemOrder, status: 'cancelled' });
      },
    });
    renderWithProviders(<OrderList />);
    const one = await screen.findByRole('article', { name: `Order ${oneItemOrder.orderNumber}` });
    // A shipped order offers no cancellation.
    expect(within(orderCard(sixItemOrder.orderNumber)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(one).getByRole('button', { name: `Cancel order ${oneItemOrder.orderNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${oneItemOrder.orderNumber}?` });
    // Keeping the order is the default: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(api.callsTo('POST', '/api/Order/3/cancel')).toHaveLength(0);

    await userEvent.click(within(orderCard(oneItemOrder.orderNumber)).getByRole('button', { name: /^Cancel order/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(within(orderCard(oneItemOrder.orderNumber)).getByText('cancelled')).toBeInTheDocument());
    expect(api.callsTo('POST', '/api/Order/3/cancel')).toHaveLength(1);
    expect(within(orderCard(oneItemOrder.orderNumber)).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the order can no longer be cancelled", async () => {
    installFakeApi({
      'GET /api/Order/user': () => ok([oneItemOrder]),
      'POST /api/Order/3/cancel': () => fail(409, 'This order is shipped and can no longer be cancelled'),
    });
    renderWithProviders(<OrderList />);
    await userEvent.click(await screen.findByRole('button', { name: `Cancel order ${oneItemOrder.orderNumber}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is shipped and can no longer be cancelled');
  });
});
