import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { oneItemOrder, sixItemOrder } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ORDER_PARTS_TEXT, ORDER_TEXT } from '../model/text';
import { OrderList } from './OrderList';

const orderCard = (orderNumber: string) => screen.getByRole('article', { name: ORDER_TEXT.detail.title(orderNumber) });

describe('OrderList', () => {
  it('shows number, date, lowercased status, INR total, up to 4 items then +N more', async () => {
    installFakeApi({ 'GET /api/Order/user': () => ok([oneItemOrder, sixItemOrder]) });
    renderWithProviders(<OrderList />);

    await screen.findByRole('article', { name: ORDER_TEXT.detail.title(sixItemOrder.orderNumber) });
    const six = orderCard(sixItemOrder.orderNumber);
    expect(within(six).getByText(ORDER_TEXT.detail.placedOn, { exact: false })).toHaveTextContent('2 Jul 2025');
    expect(within(six).getByText('shipped')).toBeInTheDocument();
    expect(within(six).queryByText('Shipped')).not.toBeInTheDocument();
    expect(within(six).getByText('₹16,697')).toBeInTheDocument();
    expect(
      within(six)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Banarasi Silk Dupatta${ORDER_TEXT.detail.quantity(1)}`,
      `Welcome Hamper${ORDER_TEXT.detail.quantity(2)}`,
      `Invitation Cards${ORDER_TEXT.detail.quantity(1)}`,
      `Candle Trio${ORDER_TEXT.detail.quantity(3)}`,
    ]);
    expect(within(six).getByText('+2 more')).toBeInTheDocument();
    expect(within(six).getByText(ORDER_PARTS_TEXT.itemCount(9))).toBeInTheDocument();
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
    expect(await screen.findByText(ORDER_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ORDER_TEXT.startShopping })).toHaveAttribute('href', '/products');
  });

  it("shows the server's message in a banner, or the spec fallback", async () => {
    installFakeApi({ 'GET /api/Order/user': () => fail(503, 'Orders are being updated') });
    const { unmount } = renderWithProviders(<OrderList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are being updated');
    unmount();

    installFakeApi({ 'GET /api/Order/user': () => ({ status: 500 }) });
    renderWithProviders(<OrderList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_TEXT.fetchFailed);
  });

  it('cancels an order that has not shipped after a confirmation, and reloads the list', async () => {
    let cancelled = false;
    const api = installFakeApi({
      'GET /api/Order/user': () =>
        ok([{ ...oneItemOrder, status: cancelled ? 'cancelled' : 'Processing' }, sixItemOrder]),
      'POST /api/Order/3/cancel': () => {
        cancelled = true;
        return ok({ ...oneItemOrder, status: 'cancelled' });
      },
    });
    renderWithProviders(<OrderList />);
    const one = await screen.findByRole('article', { name: ORDER_TEXT.detail.title(oneItemOrder.orderNumber) });
    // A shipped order offers no cancellation.
    expect(within(orderCard(sixItemOrder.orderNumber)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(one).getByRole('button', { name: ORDER_TEXT.cancelLabel(oneItemOrder.orderNumber) }));
    const dialog = await screen.findByRole('dialog', { name: ORDER_TEXT.cancelTitle(oneItemOrder.orderNumber) });
    // Keeping the order is the default: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: ORDER_TEXT.keepOrder }));
    expect(api.callsTo('POST', '/api/Order/3/cancel')).toHaveLength(0);

    await userEvent.click(within(orderCard(oneItemOrder.orderNumber)).getByRole('button', { name: /^Cancel order/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ORDER_TEXT.cancelConfirm }),
    );
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
    await userEvent.click(
      await screen.findByRole('button', { name: ORDER_TEXT.cancelLabel(oneItemOrder.orderNumber) }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ORDER_TEXT.cancelConfirm }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is shipped and can no longer be cancelled');
  });
});
