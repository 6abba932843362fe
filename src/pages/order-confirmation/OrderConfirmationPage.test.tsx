import { act, screen } from '@testing-library/react';
import { generatePath } from 'react-router';
import { authActions } from '@/features/auth';
import { ORDER_TEXT } from '@/features/orders';
import { CHECKOUT_TEXT, type ConfirmationState } from '@/features/checkout';
import { ROUTES } from '@/shared/config/routes';
import { customerSession, demoCustomer } from '@/test/accountFixtures';
import { guestContact, guestUpiOrder, placedOrder } from '@/test/checkoutFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import OrderConfirmationPage from '.';

/** The page as checkout opens it: at the order's address, with the order handed over. */
function renderHandedOver(state: ConfirmationState, { loggedIn }: { loggedIn: boolean }) {
  installFakeApi({});
  const rendered = renderWithProviders(<OrderConfirmationPage />, {
    route: { pathname: generatePath(ROUTES.orderConfirmation, { orderNumber: state.order.orderNumber }), state },
    path: ROUTES.orderConfirmation,
  });
  if (loggedIn) act(() => void rendered.store.dispatch(authActions.loggedIn(customerSession)));
  return rendered;
}

describe('the order confirmation page', () => {
  it("shows a customer's order with the server's totals and where the e-mail went", async () => {
    renderHandedOver({ order: placedOrder }, { loggedIn: true });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('UE-20250901-00009');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('₹1,399');
    expect(screen.getByText(CHECKOUT_TEXT.confirmation.emailSent(demoCustomer.email))).toBeInTheDocument();
  });

  it("shows a guest's UPI order with the UPI link, the QR code and a prefilled account offer", async () => {
    renderHandedOver({ order: guestUpiOrder, guest: guestContact }, { loggedIn: false });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('UE-20250901-00009');
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.confirmation.upiLink })).toHaveAttribute(
      'href',
      guestUpiOrder.payment!.link,
    );
    expect(screen.getByRole('img', { name: CHECKOUT_TEXT.confirmation.upiQr('UE-20250901-00009') })).toHaveAttribute(
      'src',
      guestUpiOrder.payment!.qrSvgDataUrl,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('awaiting payment');
    expect(screen.getByTestId('upi-pay-by')).toHaveTextContent(
      `${CHECKOUT_TEXT.confirmation.payBy('15:00 IST on 1 September')}. ${CHECKOUT_TEXT.confirmation.payByNote}`,
    );
    expect(screen.getByText(CHECKOUT_TEXT.confirmation.emailSent(guestContact.email))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.confirmation.createAccount })).toHaveAttribute(
      'href',
      ROUTES.register,
    );
  });

  it('offers Pay now for an online order awaiting payment, or says why the gateway link is missing', async () => {
    const online = {
      ...guestUpiOrder,
      paymentMethod: 'online' as const,
      payment: { method: 'online' as const, url: 'https://rzp.io/i/abc123' },
    };
    const first = renderHandedOver({ order: online, guest: guestContact }, { loggedIn: false });
    expect(await screen.findByRole('link', { name: CHECKOUT_TEXT.confirmation.payNow })).toHaveAttribute(
      'href',
      'https://rzp.io/i/abc123',
    );
    first.unmount();
    const message = 'The payment gateway could not be reached. Please try again in a few minutes.';
    renderHandedOver({ order: { ...online, payment: { method: 'online', url: null, message } } }, { loggedIn: false });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CHECKOUT_TEXT.confirmation.payNow })).not.toBeInTheDocument();
  });

  it("reloaded after the pay-by passed unpaid, shows the customer's order cancelled and why, with nothing to pay", async () => {
    const lapsed = {
      ...guestUpiOrder,
      status: 'cancelled',
      payment: undefined,
      events: [
        { at: '2025-09-01T09:00:00.000Z', status: 'awaiting payment', note: 'Order placed (UPI)' },
        {
          at: '2025-09-01T09:31:00.000Z',
          status: 'cancelled',
          note: 'Payment not received by 15:00 IST; order cancelled and items released',
        },
      ],
      returns: [],
      returnWindows: [],
    };
    installFakeApi({ 'GET /api/Order/number/UE-20250901-00009': () => ok(lapsed) });
    const rendered = renderWithProviders(<OrderConfirmationPage />, {
      route: generatePath(ROUTES.orderConfirmation, { orderNumber: lapsed.orderNumber }),
      path: ROUTES.orderConfirmation,
    });
    act(() => void rendered.store.dispatch(authActions.loggedIn(customerSession)));
    expect(await screen.findByTestId('order-lapsed')).toHaveTextContent(
      ORDER_TEXT.detail.lapsed('15:00 IST on 1 September'),
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('cancelled');
    expect(screen.queryByTestId('upi-payment')).not.toBeInTheDocument();
  });
});
