import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking } from '@/shared/contract/booking';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { REFUND_ADMIN_TEXT as R } from '../model/text';
import { BookingActions } from './BookingActions';

const BOOKING: AdminBooking = {
  id: 7,
  reference: 'BK-000007',
  service: 'Caricature',
  date: '2025-09-12',
  time: '11:00 AM',
  startsAt: '2025-09-12T05:30:00.000Z',
  preferredMethod: 'phone-call',
  status: 'confirmed',
  name: 'Kavya Sharma',
  email: 'kavya@example.com',
  phone: '+91 98100 33333',
  eventType: 'social',
  message: '',
  priceLabel: '₹9,999',
  createdAt: '2025-09-01T09:00:00.000Z',
  cancelledAt: null,
  confirmationMail: 'sent',
  advance: null,
};

describe('BookingActions: cancelling a paid booking', () => {
  it("shows the server's refund, and sends the waive choice when staff refund in full", async () => {
    const api = installFakeApi({
      'GET /api/admin/bookings/7/refund-quote': () =>
        ok({ paidPaise: 250_000, refundPaise: 125_000, feePaise: 0, minNoticeHours: 48 }),
      'POST /api/admin/bookings/7/cancel': () => ok({ ...BOOKING, status: 'cancelled' }),
    });
    const onDone = jest.fn();
    renderWithProviders(<BookingActions booking={BOOKING} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking: BK-000007 (Kavya Sharma)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('staff-refund-quote')).toHaveTextContent(R.quote(125_000, 250_000, 0));
    const waive = within(dialog).getByRole('checkbox', { name: R.waive });
    expect(waive).toHaveAccessibleDescription(R.waiveHelp);
    await userEvent.click(waive);
    expect(within(dialog).getByTestId('staff-refund-quote')).toHaveTextContent(
      'Cancelling now refunds ₹2,500 of the ₹2,500 advance.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/admin/bookings/7/cancel')[0].body).toEqual({ waive: true });
  });
});
