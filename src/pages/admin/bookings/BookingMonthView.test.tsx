import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking } from '@/shared/contract/booking';
import type { BookingBlock } from '@/shared/contract/bookingBlock';
import { TIME_SLOTS } from '@/shared/config/booking';
import { installFakeApi, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminBookingsPage from './index';

jest.setTimeout(20_000);

const booking = (id: number, time: AdminBooking['time'], name: string): AdminBooking => ({
  id,
  reference: `BK-00000${id}`,
  status: 'confirmed',
  service: 'Caricature',
  priceLabel: '₹9,999',
  date: '2026-11-27',
  time,
  startsAt: '2026-11-27T05:30:00.000Z',
  preferredMethod: 'video-call',
  name,
  email: 'asha@example.com',
  phone: '+91 98100 11111',
  eventType: 'wedding',
  message: '',
  createdAt: '2026-11-01T09:00:00.000Z',
  cancelledAt: null,
  confirmationMail: 'sent',
});
const bookings = [
  booking(1, TIME_SLOTS[0], 'Asha Rao'),
  booking(2, TIME_SLOTS[1], 'Ravi Kumar'),
  booking(3, TIME_SLOTS[2], 'Meera Das'),
  booking(4, TIME_SLOTS[3], 'Kabir Sen'),
];
const block: BookingBlock = {
  id: 1,
  date: '2026-11-30',
  time: null,
  reason: 'Holiday',
  createdAt: '2026-11-01T09:00:00.000Z',
};

function renderMonth() {
  const api = installFakeApi({
    // Two pages of three: the month view reads until the total is in.
    'GET /api/admin/bookings': (call) =>
      call.query.get('_page') === '1' ? okList(bookings.slice(0, 3), 4) : okList(bookings.slice(3), 4),
    'GET /api/admin/booking-blocks': () => ok([block]),
    'GET /api/admin/bookings/agenda': (call) => ok({ date: call.query.get('date')!, dayBlocked: false, slots: [] }),
  });
  renderWithProviders(<AdminBookingsPage />, {
    route: '/admin/bookings/month?month=2026-11',
    path: '/admin/bookings/*',
  });
  return api;
}

describe('the bookings month view', () => {
  it('reads the month range page by page and shows each day’s count, first bookings and blocks', async () => {
    const api = renderMonth();
    const grid = await screen.findByRole('table', { name: 'Confirmed bookings in November 2026 (IST)' });
    const day = await within(grid).findByRole('button', { name: '27 November 2026, 4 bookings' });
    const calls = api.callsTo('GET', '/api/admin/bookings');
    expect(
      calls.map((call) => [
        call.query.get('from'),
        call.query.get('to'),
        call.query.get('status'),
        call.query.get('_page'),
      ]),
    ).toEqual([
      ['2026-11-01', '2026-11-30', 'confirmed', '1'],
      ['2026-11-01', '2026-11-30', 'confirmed', '2'],
    ]);
    const cell = day.closest('td')!;
    expect(within(cell).getByText(`${TIME_SLOTS[0]} · Caricature · Asha Rao`)).toBeInTheDocument();
    expect(within(cell).queryByText(/Kabir Sen/)).toBeNull();
    expect(within(cell).getByText('+1 more')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '30 November 2026, 0 bookings, blocked' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '1 November 2026, 0 bookings' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, between months with the buttons, and opens a day’s agenda', async () => {
    renderMonth();
    const grid = await screen.findByRole('table');
    const day = await within(grid).findByRole('button', { name: '27 November 2026, 4 bookings' });
    day.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('button', { name: /^28 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(grid).getByRole('button', { name: /^21 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(day).toHaveFocus();

    await userEvent.click(day);
    expect(await screen.findByRole('heading', { name: 'Agenda for Friday, November 27, 2026' })).toBeInTheDocument();
  });

  it('changes month with Previous and Next', async () => {
    renderMonth();
    await userEvent.click(await screen.findByRole('button', { name: /Next month/ }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Previous month/ }));
    await userEvent.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '31 October 2026, 0 bookings' })).not.toHaveLength(0),
    );
  });
});
