import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { authActions } from '@/features/auth';
import { cartActions, selectCartLines, TOTALS_TEXT } from '@/features/cart';
import type { OrderQuote } from '@/shared/contract/order';
import { ADDRESS_MESSAGES } from '@/shared/config/address';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { demoCustomer as user } from '@/test/accountFixtures';
import {
  guestContact as guest,
  guestUpiOrder as upiOrder,
  hamper,
  placedOrder as placed,
  recipient,
  savedAddress,
} from '@/test/checkoutFixtures';
import { fail, installFakeApi, ok, type RecordedCall } from '@/test/fakeApi';
import * as gatewayRedirect from '../model/gatewayRedirect';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CHECKOUT_TEXT } from '../model/text';
import type { ConfirmationState } from '../model/types';
import { CheckoutForm } from './CheckoutForm';
import { GSTIN_MESSAGES } from '@/shared/contract/fields/gstin';
import { taxFor } from '@/test/taxFixtures';
import type { IndianState } from '@/content/indianStates';

/** The fake server prices at 1,500 (not the bag's 1,444) so the page visibly shows the server's figures. */
function quoteFor(call: RecordedCall): OrderQuote {
  const body = call.body as {
    items: Array<{ productId: number; quantity: number }>;
    deliveryMethod: 'standard' | 'express';
    discountCode?: string;
    deliveryState?: IndianState;
  };
  const subtotal = body.items.reduce((sum, item) => sum + 1500 * item.quantity, 0);
  const discount = body.discountCode ? Math.round(subtotal / 10) : 0;
  const shippingCost = body.deliveryMethod === 'express' ? 129 : 49;
  const tax = taxFor({
    lines: body.items.map((item) => ({ amount: 1500 * item.quantity })),
    discount,
    shipping: shippingCost,
    state: body.deliveryState ?? null,
  });
  return {
    tax: tax.order,
    lines: body.items.map((item, index) => ({
      tax: tax.lines[index],
      productId: item.productId,
      name: 'Darjeeling Tea Hamper',
      imageUrl: '',
      unitPrice: 1500,
      quantity: item.quantity,
      lineTotal: 1500 * item.quantity,
    })),
    subtotal,
    shippingCost,
    discount,
    discountCode: body.discountCode ?? null,
    totalAmount: subtotal - discount + shippingCost,
    deliveryMethod: body.deliveryMethod,
  };
}

/** The form as the checkout page shows it: with the bag's lines, once there are any. */
function Checkout() {
  const lines = useFeatureSelector(selectCartLines);
  return lines.length > 0 ? <CheckoutForm lines={lines} /> : null;
}

/** Stands for the confirmation page: shows what checkout handed over to it. */
function HandedOver() {
  const { state } = useLocation() as { state: ConfirmationState };
  return <output data-testid="handed-over">{JSON.stringify(state)}</output>;
}

const handedOver = async () =>
  JSON.parse((await screen.findByTestId('handed-over')).textContent ?? '') as ConfirmationState;

function renderCheckout(
  routes: Record<string, Parameters<typeof installFakeApi>[0][string]> = {},
  { guest = false } = {},
) {
  const api = installFakeApi({
    'GET /api/Address/user': () => ok([savedAddress]),
    'POST /api/Order/quote': (call) => ok(quoteFor(call)),
    'POST /api/Order': () => ({ status: 201, body: { isSuccess: true, message: 'Order placed', data: placed } }),
    'GET /api/Order/user': () => ok([]),
    ...routes,
  });
  const rendered = renderWithProviders(<Checkout />, {
    route: ROUTES.checkout,
    path: ROUTES.checkout,
    extraRoutes: { [ROUTES.orderConfirmation]: <HandedOver /> },
  });
  act(() => {
    if (!guest)
      rendered.store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    rendered.store.dispatch(cartActions.lineAdded(hamper));
  });
  return { ...rendered, api };
}

const placeOrderButton = () => screen.getByRole('button', { name: CHECKOUT_TEXT.placeOrder });

describe('checkout', () => {
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
    expect(screen.getByText(TOTALS_TEXT.discount('APP10'))).toBeInTheDocument();

    await userEvent.click(placeOrderButton());
    expect(await handedOver()).toEqual({ order: placed });
    expect(api.callsTo('POST', '/api/Order')[0].body).toEqual({
      items: [{ productId: 102, quantity: 1, size: 'M', colour: 'green' }],
      shippingAddress: {
        ...recipient,
        street: '12 Lodhi Road',
        city: 'New Delhi',
        state: 'Delhi',
        zipCode: '110003',
        country: 'India',
      },
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
    expect(screen.getByLabelText(CHECKOUT_TEXT.discount.label)).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it('shows a refused code under the field and leaves it out of the totals', async () => {
    const message = 'This discount code is not valid';
    renderCheckout({
      'POST /api/Order/quote': (call) =>
        (call.body as { discountCode?: string }).discountCode
          ? fail(400, message, { discountCode: [message] })
          : ok(quoteFor(call)),
    });
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'FREE100{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    expect(screen.queryByText(CHECKOUT_TEXT.discount.applied('FREE100'))).not.toBeInTheDocument();
  });

  it('adds a new address to the address book with the account form and sends it with the order', async () => {
    let addresses: Array<typeof savedAddress> = [];
    const fresh = {
      id: 12,
      ...recipient,
      street: '5 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      zipCode: '700016',
      country: 'India',
      isDefault: true,
    };
    const { api } = renderCheckout({
      'GET /api/Address/user': () => ok(addresses),
      'POST /api/Address': () => {
        addresses = [fresh];
        return { status: 201, body: { isSuccess: true, message: 'Address added', data: fresh } };
      },
    });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.click(placeOrderButton());
    // The empty new-address form is the address: its errors show and the focus goes to the first.
    const recipientName = await screen.findByLabelText(/Recipient's name/);
    await waitFor(() => expect(recipientName).toHaveAccessibleDescription(ADDRESS_MESSAGES.recipientNameRequired));
    expect(recipientName).toHaveFocus();
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Recipient's name/), fresh.recipientName);
    await userEvent.type(screen.getByLabelText(/Recipient's mobile number/), fresh.recipientPhone);
    await userEvent.type(screen.getByLabelText(/Street address/), fresh.street);
    await userEvent.type(screen.getByLabelText(/City/), fresh.city);
    await userEvent.selectOptions(screen.getByLabelText(/State or union territory/), fresh.state);
    await userEvent.type(screen.getByLabelText(/PIN code/), fresh.zipCode);
    // Place order saves the typed address to the address book first (Save address was not pressed).
    await userEvent.click(placeOrderButton());
    await handedOver();
    expect(api.callsTo('POST', '/api/Address')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({
      shippingAddress: {
        ...recipient,
        street: '5 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipCode: '700016',
        country: 'India',
      },
    });
  });

  it('marks a line the server cannot sell', async () => {
    const { store } = renderCheckout({
      'POST /api/Order/quote': () =>
        fail(400, 'Some items in your order cannot be bought', {
          'items[0].productId': ['This product is no longer available'],
        }),
    });
    const summary = await screen.findByRole('region', { name: CHECKOUT_TEXT.summary.heading });
    expect(await within(summary).findByText('This product is no longer available')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
    await userEvent.click(within(summary).getByRole('button', { name: CHECKOUT_TEXT.summary.editBag }));
    expect(store.getState().cart.drawerOpen).toBe(true);
  });

  it('splits GST by the chosen address: CGST + SGST for Delhi, sent with the quote', async () => {
    const { api } = renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    const gst = await screen.findByRole('region', { name: TOTALS_TEXT.gst.heading });
    await waitFor(() => expect(gst).toHaveTextContent(TOTALS_TEXT.gst.placeOfSupply('Delhi', '07')));
    expect(within(gst).getByText(TOTALS_TEXT.gst.cgst)).toBeInTheDocument();
    expect(within(gst).getByText(TOTALS_TEXT.gst.sgst)).toBeInTheDocument();
    expect(within(gst).queryByText(TOTALS_TEXT.gst.igst)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Order/quote').at(-1)?.body).toMatchObject({ deliveryState: 'Delhi' });
  });

  it('checks a business GSTIN under its field before placing, and sends it normalised', async () => {
    const { api } = renderCheckout();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,549'));
    const field = screen.getByLabelText(CHECKOUT_TEXT.gstin.label);
    await userEvent.type(field, '27AAPFU0939F1ZW');
    await userEvent.click(placeOrderButton());
    expect(await screen.findByText(GSTIN_MESSAGES.checkDigit)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.checkDigit));
    expect(field).toHaveFocus();
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '27aapfu0939f1zv');
    await userEvent.click(placeOrderButton());
    await handedOver();
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({ buyerGstin: '27AAPFU0939F1ZV' });
  });

  it('never advertises the discount code on the page', async () => {
    renderCheckout();
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    expect(document.body).not.toHaveTextContent('APP10');
  });
});

describe('guest checkout', () => {
  async function fillAddress() {
    await userEvent.type(await screen.findByLabelText(/Recipient's name/), recipient.recipientName);
    await userEvent.type(screen.getByLabelText(/Recipient's mobile number/), recipient.recipientPhone);
    await userEvent.type(screen.getByLabelText(/Street address/), '12 Lodhi Road');
    await userEvent.type(screen.getByLabelText(/City/), 'New Delhi');
    await userEvent.selectOptions(screen.getByLabelText(/State or union territory/), 'Delhi');
  }

  it("shows a guest's address form with the page without taking focus; after Change address the form takes it", async () => {
    renderCheckout({}, { guest: true });
    // The form's code arrives after the page is drawn: it must not pull focus (and the page) to itself.
    const recipientName = await screen.findByLabelText(/Recipient's name/);
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    expect(recipientName).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await fillAddress();
    await userEvent.type(screen.getByLabelText(/PIN code/), '110003');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.guest.useAddress }));
    await userEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.guest.changeAddress }));
    await waitFor(() => expect(screen.getByLabelText(/Recipient's name/)).toHaveFocus());
  });

  it('shows each error under its field: guest details, recipient mobile, a PIN code of another state', async () => {
    const { api } = renderCheckout({}, { guest: true });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345');
    await userEvent.click(placeOrderButton());
    expect(await screen.findByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription(expect.stringContaining('valid email'));
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.mobileInvalid),
    );

    await fillAddress();
    await userEvent.clear(screen.getByLabelText(/Recipient's mobile number/));
    await userEvent.type(screen.getByLabelText(/Recipient's mobile number/), '5555');
    await userEvent.type(screen.getByLabelText(/PIN code/), '400001');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.guest.useAddress }));
    expect(await screen.findByLabelText(/PIN code/)).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.zipCodeState('Delhi')),
    );
    expect(screen.getByLabelText(/Recipient's mobile number/)).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.mobileInvalid),
    );
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);
  });

  it("places a UPI order as a guest and hands the order and the guest's details to the confirmation", async () => {
    const { api, store } = renderCheckout(
      {
        'POST /api/Order': () => ({ status: 201, body: { isSuccess: true, message: 'Order placed', data: upiOrder } }),
      },
      { guest: true },
    );
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/Full name/), guest.name);
    await userEvent.type(screen.getByLabelText(/E-mail/), guest.email);
    await userEvent.type(screen.getByLabelText(/Mobile number/), guest.phone);
    await fillAddress();
    await userEvent.type(screen.getByLabelText(/PIN code/), '110003');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.guest.useAddress }));
    expect(await screen.findByText(CHECKOUT_TEXT.guest.addressSaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: CHECKOUT_TEXT.payment.upi }));
    await userEvent.click(placeOrderButton());

    // The confirmation page gets the order and the guest's details (for its account offer).
    expect(await handedOver()).toEqual({ order: upiOrder, guest });
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({
      paymentMethod: 'upi',
      guest,
      shippingAddress: { ...recipient, zipCode: '110003', state: 'Delhi' },
    });
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('offers online payment when the server does, and sends the customer to the gateway with the bag emptied', async () => {
    const assign = jest.spyOn(gatewayRedirect, 'goToGateway').mockImplementation(() => undefined);
    const onlineOrder = { ...placed, payment: { method: 'online', url: 'https://rzp.io/i/abc123' } };
    const { api, store } = renderCheckout({
      'GET /api/payments/methods': () => ok({ methods: ['cod', 'upi', 'online'] }),
      'POST /api/Order': () => ({ status: 201, body: { isSuccess: true, message: 'Order placed', data: onlineOrder } }),
    });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.click(await screen.findByRole('radio', { name: CHECKOUT_TEXT.payment.online }));
    await userEvent.click(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/abc123'));
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({ paymentMethod: 'online' });
    expect(store.getState().cart.lines).toEqual([]);
    assign.mockRestore();
  });

  it('offers only cash on delivery and UPI while the server does not offer online payment', async () => {
    renderCheckout();
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    expect(screen.getByRole('radio', { name: CHECKOUT_TEXT.payment.upi })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: CHECKOUT_TEXT.payment.online })).not.toBeInTheDocument();
  });

  it("refuses a first-order code at the quote once a returning guest's e-mail is typed, with the reason", async () => {
    const refusal = 'APP10 is for your first order only, and you have already placed an order';
    const { api } = renderCheckout(
      {
        'POST /api/Order/quote': (call) =>
          (call.body as { guestEmail?: string }).guestEmail === guest.email
            ? fail(400, refusal, { discountCode: [refusal] })
            : ok(quoteFor(call)),
      },
      { guest: true },
    );
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'APP10{Enter}');
    expect(await screen.findByText(CHECKOUT_TEXT.discount.applied('APP10'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), guest.email);
    await waitFor(() =>
      expect(screen.getByLabelText(CHECKOUT_TEXT.discount.label)).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    expect(screen.queryByText(CHECKOUT_TEXT.discount.applied('APP10'))).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);
  });

  it('refuses a first-order code at the quote once a phone that already took it is typed (any e-mail)', async () => {
    const refusal = 'APP10 is for your first order only, and you have already placed an order';
    const { api } = renderCheckout(
      {
        'POST /api/Order/quote': (call) =>
          (call.body as { guestPhone?: string }).guestPhone === guest.phone
            ? fail(400, refusal, { discountCode: [refusal] })
            : ok(quoteFor(call)),
      },
      { guest: true },
    );
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(CHECKOUT_TEXT.discount.label), 'APP10{Enter}');
    expect(await screen.findByText(CHECKOUT_TEXT.discount.applied('APP10'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Mobile number/), guest.phone);
    await waitFor(() =>
      expect(screen.getByLabelText(CHECKOUT_TEXT.discount.label)).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    // The phone is sent once whole, not at every key press.
    const phones = api
      .callsTo('POST', '/api/Order/quote')
      .map((call) => (call.body as { guestPhone?: string }).guestPhone);
    expect(phones.filter(Boolean)).toEqual([guest.phone]);
  });

  it('places the order in one go from a filled address form, without its own button being pressed', async () => {
    const { api } = renderCheckout(
      {
        'POST /api/Order': () => ({ status: 201, body: { isSuccess: true, message: 'Order placed', data: upiOrder } }),
      },
      { guest: true },
    );
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/Full name/), guest.name);
    await userEvent.type(screen.getByLabelText(/E-mail/), guest.email);
    await userEvent.type(screen.getByLabelText(/Mobile number/), guest.phone);
    await fillAddress();
    await userEvent.type(screen.getByLabelText(/PIN code/), '110003');
    await userEvent.click(placeOrderButton());

    expect(await handedOver()).toEqual({ order: upiOrder, guest });
    expect(api.callsTo('POST', '/api/Order')[0].body).toMatchObject({
      guest,
      shippingAddress: { ...recipient, street: '12 Lodhi Road', zipCode: '110003', state: 'Delhi' },
    });
  });

  it('names the address field that is wrong and takes the focus there when Place order is pressed', async () => {
    const { api } = renderCheckout({}, { guest: true });
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await userEvent.type(screen.getByLabelText(/Full name/), guest.name);
    await userEvent.type(screen.getByLabelText(/E-mail/), guest.email);
    await userEvent.type(screen.getByLabelText(/Mobile number/), guest.phone);
    await fillAddress();
    await userEvent.type(screen.getByLabelText(/PIN code/), '400001');
    await userEvent.click(placeOrderButton());

    const pin = screen.getByLabelText(/PIN code/);
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveAccessibleDescription(expect.stringContaining(ADDRESS_MESSAGES.zipCodeState('Delhi')));
    expect(api.callsTo('POST', '/api/Order')).toHaveLength(0);
  });
});
