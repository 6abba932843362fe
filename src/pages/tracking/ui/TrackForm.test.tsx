import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_MESSAGES } from '@/shared/config/tracking';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { TRACK_TEXT } from '../text';
import { TrackForm } from './TrackForm';

describe('TrackForm', () => {
  it('starts on Order Number with order number and e-mail or phone, both required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackForm />);
    expect(screen.getByRole('tab', { name: TRACK_TEXT.orderTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Order number/)).toBeVisible();
    expect(screen.getByLabelText(/Email or phone number/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    expect(await screen.findByText(TRACK_TEXT.orderNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(TRACK_TEXT.emailOrPhoneRequired)).toBeInTheDocument();
    expect(screen.getByTestId('toasts-notices')).toBeEmptyDOMElement();
  });

  it('submits an order number with the spec notice', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /api/orders/track': () => fail(404, TRACKING_MESSAGES.notFound) });
    renderWithProviders(<TrackForm />);
    await user.type(screen.getByLabelText(/Order number/), ' ORD-1042 ');
    await user.type(screen.getByLabelText(/Email or phone number/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('toasts-notices')).toHaveTextContent('Tracking request submitted for Order #ORD-1042'),
    );
  });

  it('switches to the Tracking Number tab, which needs only the AWB number', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /api/orders/track': () => fail(404, TRACKING_MESSAGES.notFound) });
    renderWithProviders(<TrackForm />);
    await user.click(screen.getByRole('tab', { name: TRACK_TEXT.trackingTab }));
    expect(screen.getByRole('tab', { name: TRACK_TEXT.trackingTab })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toContainElement(screen.getByLabelText(/Tracking \(AWB\) number/));
    expect(panel).not.toContainElement(screen.queryByLabelText(/Order number/));

    const submit = screen.getAllByRole('button', { name: TRACK_TEXT.submit }).find((button) => panel.contains(button))!;
    await user.click(submit);
    expect(await screen.findByText(TRACK_TEXT.trackingNumberRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tracking \(AWB\) number/), 'AWB123456789');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('toasts-notices')).toHaveTextContent(
        'Tracking request submitted for Tracking #AWB123456789',
      ),
    );
  });

  it('shows the order and its IST timeline when the number and e-mail match, sending them in the body', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /api/orders/track': () =>
        ok({
          orderNumber: 'UE-7KQ4M9XZ',
          orderDate: '2025-09-01T09:00:00.000Z',
          status: 'shipped',
          paymentMethod: 'upi',
          paymentStatus: 'paid',
          courierName: 'Delhivery',
          trackingNumber: 'DLV-1001',
          events: [
            { at: '2025-09-01T09:00:00.000Z', status: 'awaiting payment', note: 'Order placed (UPI)' },
            {
              at: '2025-09-02T05:00:00.000Z',
              status: 'shipped',
              note: 'Shipped with Delhivery, tracking number DLV-1001',
            },
          ],
        }),
    });
    renderWithProviders(<TrackForm />);
    await user.type(screen.getByLabelText(/Order number/), 'UE-7KQ4M9XZ');
    await user.type(screen.getByLabelText(/Email or phone number/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    const result = screen.getByTestId('track-result');
    await waitFor(() => expect(result).toHaveTextContent('Order UE-7KQ4M9XZ'));
    expect(screen.getByTestId('tracked-status')).toHaveTextContent('shipped');
    expect(result).toHaveTextContent('2 Sept 2025, 10:30 am IST');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(api.callsTo('POST', '/api/orders/track')[0].body).toEqual({
      orderNumber: 'UE-7KQ4M9XZ',
      emailOrPhone: 'asha@example.com',
    });
  });

  it("shows a courier number's status and courier only", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /api/orders/track': () => ok({ status: 'shipped', courierName: 'Delhivery', trackingNumber: 'DLV-1001' }),
    });
    renderWithProviders(<TrackForm />);
    await user.click(screen.getByRole('tab', { name: TRACK_TEXT.trackingTab }));
    await user.type(screen.getByLabelText(/Tracking \(AWB\) number/), 'DLV-1001');
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    const result = screen.getByTestId('track-result');
    expect(await screen.findByRole('heading', { name: TRACK_TEXT.shipmentHeading('DLV-1001') })).toBeVisible();
    expect(screen.getByTestId('tracked-status')).toHaveTextContent('shipped');
    expect(result).toHaveTextContent(TRACK_TEXT.courier('Delhivery'));
    expect(result).toHaveTextContent(TRACK_TEXT.shipmentOnly);
  });

  it('shows one neutral message when nothing matches', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /api/orders/track': () => fail(404, TRACKING_MESSAGES.notFound) });
    renderWithProviders(<TrackForm />);
    await user.type(screen.getByLabelText(/Order number/), 'UE-7KQ4M9XZ');
    await user.type(screen.getByLabelText(/Email or phone number/), '9000000000');
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACKING_MESSAGES.notFound);
  });
});
