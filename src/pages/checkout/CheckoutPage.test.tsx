import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { cartActions, CHECKOUT_TEXT } from '@/features/cart';
import type { OrderQuote, PlacedOrder } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { fail, installFakeApi, ok, type RecordedCall } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import OrderConfirmationPage from '../order-confirmation';
import CheckoutPage from '.';

const user = { id: 2, firstName: 'Priya', lastName: 'Sharma', email: 'customer@example.com', phone: '', role: 'Customer' as const };
const hamper = { id: 102, name: 'Darjeeling Tea Hamper', image: '/uploads/h.webp', price: 1444, description: 'Hamper', size: 'M' as const, colour: 'green' as const };
const savedAddress = { id: 7, street: '12 Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India', isDefault: true };

/** The fake server prices at 1,500 (not the bag's 1,444) so the page visibly shows the server's figures. */
function quoteFor(call: RecordedCall): OrderQuote {
  const body = call.body as { items: Array<{ productId: number; quantity: number }>; deliveryMethod: 'standard' | 'express'; discountCode?: string };
  const subtotal = body.items.reduce((sum, item) => sum + 1500 * item.quantity, 0);
  const discount = body.discountCode ? Math.round(subtotal / 10) : 0;
  const shippingCost = body.deliveryMethod === 'express' ? 129 : 49;
  return {
    lines: body.items.map((item) => ({ productId: item.productId, name: 'Darjeeling Tea Hamper', imageUrl: '', unitPrice: 1500, quantity: item.quantity, lineTotal: 1500 * item.quantity })),
    subtotal,
    shippingCost,
    discount,
    discountCode: body.discountCode ?? null,
    totalAmount: subtotal - discount + shippingCost,
    deliveryMethod: body.deliveryMethod,
  };
}

const placed: PlacedOrder = {
  id: 9,
  orderNumber: 'UE-20250901-00009',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'pending',
  totalAmount: 1399,
  items: [{ id: 1, productId: 102, name: 'Darjeeling Tea Hamper', quantity: 1, imageUrl: '/uploads/h.webp', price: 1500, size: 'M', colour: 'green' }],
  subtotal: 1500,
  shippingCost: 49,
  discount: 150,
  discountCode: 'APP10',
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  shippingAddress: { street: '12 Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' },
};

function renderCheckout(routes: Record<string, Parameters<typeof installFakeApi>[0][string]> = {}) {
  const api = installFakeApi({
    'GET /api/Address/user': () => ok([savedAddress]),
    'POST /api/Order/quote': (call) => ok(quoteFor(call)),
    'POST /api/Order': () => ({ status: 201, body: { isSuccess: true, message: 'Order placed', data: placed } }),
    'GET /api/Order/user': () => ok([]),
    ...routes,
  });
  const rendered = renderWithProviders(<CheckoutPage />, {
    route: ROUTES.checkout,
    path: ROUTES.checkout,
    extraRoutes: { [ROUTES.orderConfirmation]: <OrderConfirmationPage /> },
  });
  act(() => {
    rendered.store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    rendered.store.dispatch(cartActions.lineAdded(hamper));
  });
  return { ...rendered, api };
}

const placeOrderButton = () => screen.getByRole('button', { name: CHECKOUT_TEXT.placeOrder });

describe('checkout', () => {
  it('says the bag is empty when it is', () => {
    installFakeApi({});
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByText(CHECKOUT_TEXT.emptyBag)).toBeInTheDocument();
  });

  it("shows the server's totals, applies APP10, places the order with ids only and empties the bag", async () => {
    const { api, store } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /12 Lodhi Road/ })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));

    // Each option shows its cost for this subtotal (1,500: the 1,000-1,999 band).
    expect(screen.getByRole('radio', { name: `${CHECKOUT_TEXT.delivery.standard}: ₹49` })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: `${CHECKOUT_TEXT.delivery.express}: ₹129` }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,629'));
    await userEvent.click(screen.getByRole('radio', { name: `${CHECKOUT_TEXT.delivery.standard}: ₹49` }));

    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'app10');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.discount.apply }));
    expect(await screen.findByText(CHECKOUT_TEXT.discount.applied('APP10'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,399'));
    expect(screen.getByText('Discount (APP10)')).toBeInTheDocument();

    await userEvent.click(placeOrderButton());
    expect(await screen.findByTestId('order-number')).toHaveTextContent('UE-20250901-00009');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('₹1,399');
    expect(screen.getByText(CHECKOUT_TEXT.confirmation.emailSent(user.email))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Order')[0].body).toEqual({
      items: [{ productId: 102, quantity: 1, size: 'M', colour: 'green' }],
      shippingAddress: { street: '12 Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' },
      deliveryMethod: 'standard',
      discountCode: 'APP10',
      paymentMethod: 'cod',
    });
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('keeps the bag and shows why when the order is refused', async () => {
    const refusal = 'APP10 is for your first order only, and you have already placed an order';
    const { store } = renderCheckout({ 'POST /api/Order': () => fail(400, refusal, { discountCode: [refusal] }) });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'APP10');
    await userEvent.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText(CHECKOUT_TEXT.discount.label)).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it('shows a refused code under the field and leaves it out of the totals', async () => {
    const message = 'This discount code is not valid';
    renderCheckout({
      'POST /api/Order/quote': (call) => ((call.body as { discountCode?: string }).discountCode ? fail(400, message, { discountCode: [message] }) : ok(quoteFor(call))),
    });
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'FREE100{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    expect(screen.queryByText(CHECKOUT_TEXT.discount.applied('FREE100'))).not.toBeInTheDocument();
  });

  it('adds a new address to the address book with the account form and sends it with the order', async () => {
    let addresses: Array<typeof savedAddress> = [];
    const fresh = { id: 12, street: '5 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India', isDefault: true };
    const { api } = renderCheckout({
      'GET /api/Address/user': () => ok(addresses),
      'POST /api/Address': () => {
        addresses = [fresh];
        return { status: 201, body: { isSuccess: true, message: 'Address added', data: fresh } };
      },
    });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.click(placeOrderButton());
    expect(await screen.findByText(CHECKOUT_TEXT.address.required)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Street address/), fresh.street);
    await userEvent.type(screen.getByLabelText(/City/), fresh.city);
    await userEvent.selectOptions(screen.getByLabelText(/State or union territory/), fresh.state);
    await userEvent.type(screen.getByLabelText(/PIN code/), fresh.zipCode);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('radio', { name: /5 Park Street/ })).toBeChecked();

    await userEvent.click(placeOrderButton());
    await screen.findByTestId('order-number');
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({
      shippingAddress: { street: '5 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
    });
  });

  it('marks a line the server cannot sell', async () => {
    const { store } = renderCheckout({
      'POST /api/Order/quote': () => fail(400, 'Some items in your order cannot be bought', { 'items[0].productId': ['This product is no longer available'] }),
    });
    const summary = await screen.findByRole('region', { name: CHECKOUT_TEXT.summary.heading });
    expect(await within(summary).findByText('This product is no longer available')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
    await userEvent.click(within(summary).getByRole('button', { name: CHECKOUT_TEXT.summary.editBag }));
    expect(store.getState().cart.drawerOpen).toBe(true);
  });
});
