import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBooking, BookingAgenda } from '@/shared/contract/booking';
import type { BookingBlock } from '@/shared/contract/bookingBlock';
import { TIME_SLOTS } from '@/shared/config/booking';
import { addDays, istDateOf } from '@/shared/contract/fields/bookingDates';
import { fail, installFakeApi, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminBookingsPage from './index';

jest.setTimeout(20_000);

const day = addDays(istDateOf(Date.now()), 10);
const target = addDays(day, 1);
const booking: AdminBooking = {
  id: 7,
  reference: 'BK-000007',
  status: 'confirmed',
  service: 'Caricature',
  priceLabel: '₹9,999',
  date: day,
  time: '11:00 AM',
  startsAt: '2030-01-01T05:30:00.000Z',
  preferredMethod: 'video-call',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98100 11111',
  eventType: 'wedding',
  message: 'Sangeet',
  createdAt: '2025-09-01T09:00:00.000Z',
  cancelledAt: null,
  confirmationMail: 'failed',
};
// The target day: 10 AM taken by another booking, 2 PM blocked, the rest free.
const agenda: BookingAgenda = {
  date: target,
  dayBlocked: false,
  slots: TIME_SLOTS.map((time) => ({
    time,
    blocked: time === '02:00 PM',
    bookings: time === '10:00 AM' ? [{ ...booking, id: 8, reference: 'BK-000008', time, date: target }] : [],
  })),
};

function renderPage(route = '/admin/bookings', routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET /api/admin/bookings': () => okList([booking], 31),
    'GET /api/admin/bookings/agenda': (call) => ok({ ...agenda, date: call.query.get('date')! }),
    'POST /api/admin/bookings/7/reschedule': () => ok({ ...booking, date: target, time: '03:00 PM' }),
    'POST /api/admin/bookings/7/cancel': () => ok({ ...booking, status: 'cancelled' }),
    'POST /api/admin/bookings/7/resend': () => ok({ ...booking, confirmationMail: 'sent' }),
    ...routes,
  });
  const view = renderWithProviders(<AdminBookingsPage />, { route, path: '/admin/bookings/*' });
  return { api, ...view };
}

beforeEach(() => sessionStorage.clear());

describe('the admin bookings list', () => {
  it('shows each booking with its confirmation mail status and puts filters in the query', async () => {
    const { api } = renderPage('/admin/bookings?mail=failed');
    const table = await screen.findByRole('table', { name: 'Consultation bookings' });
    const row = (await within(table).findByText('Asha Rao', { exact: false })).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/of 31$/)).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/bookings')[0].query)).toMatchObject({
      mail: 'failed',
      _sort: 'startsAt',
      _order: 'desc',
    });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await userEvent.type(screen.getByLabelText('From date'), day);
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/admin/bookings').at(-1)!.query)).toMatchObject({
        status: 'cancelled',
        from: day,
        mail: 'failed',
      }),
    );
  });

  it('reschedules to a free slot of the real agenda, taken and blocked slots not offered', async () => {
    const { api } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule: BK-000007 (Asha Rao)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a free time slot');
    await userEvent.type(within(dialog).getByLabelText('New date (IST)'), target);
    await within(dialog).findByRole('radio', { name: '03:00 PM' });
    expect(within(dialog).queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '02:00 PM' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '03:00 PM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/bookings/7/reschedule')[0]?.body).toEqual({
        selectedDate: target,
        selectedTime: '03:00 PM',
      }),
    );
    expect(await screen.findByText(/BK-000007 moved to .* at 03:00 PM IST/)).toBeInTheDocument();
  });

  it("shows the server's reason when the new slot was just taken", async () => {
    renderPage('/admin/bookings', {
      'POST /api/admin/bookings/7/reschedule': () =>
        fail(409, 'Taken', { selectedTime: ['This time slot has just been booked.'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule: BK-000007 (Asha Rao)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New date (IST)'), target);
    await userEvent.click(await within(dialog).findByRole('radio', { name: '04:00 PM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot has just been booked.');
  });

  it('cancels only after the confirmation', async () => {
    const { api } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking: BK-000007 (Asha Rao)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('POST', '/api/admin/bookings/7/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking: BK-000007 (Asha Rao)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('BK-000007 cancelled; the customer has been e-mailed.')).toBeInTheDocument();
  });

  it('resends the confirmation only after a confirmation naming the address it goes to', async () => {
    const { api } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation: BK-000007 (Asha Rao)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Resend the confirmation of BK-000007?' });
    expect(dialog).toHaveTextContent('Mails the booking confirmation again to asha@example.com.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/bookings/7/resend')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation: BK-000007 (Asha Rao)' }));
    dialog = await screen.findByRole('dialog', { name: 'Resend the confirmation of BK-000007?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('Confirmation of BK-000007 sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/bookings/7/resend')).toHaveLength(1);
  });
});

describe('the agenda and blocked dates', () => {
  it('shows a day slot by slot with its bookings and blocks', async () => {
    renderPage(`/admin/bookings/agenda?date=${target}`);
    const slot = (time: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(time))!;
    await waitFor(() => expect(slot('10:00 AM')).toHaveTextContent('BK-000008'));
    expect(slot('02:00 PM')).toHaveTextContent('Blocked');
    expect(slot('09:00 AM')).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Agenda by day' })).toHaveAttribute('aria-current', 'page');
  });

  it("blocks a whole day and shows the server's field errors", async () => {
    let blocks: BookingBlock[] = [];
    const { api } = renderPage('/admin/bookings/blocked', {
      'GET /api/admin/booking-blocks': () => ok(blocks),
      'POST /api/admin/booking-blocks': (call) => {
        const body = call.body as { date: string };
        if (body.date === day) return fail(409, 'Already', { date: ['This day or time slot is already blocked.'] });
        blocks = [{ id: 1, date: body.date, time: null, reason: 'Diwali', createdAt: '2025-09-01T00:00:00Z' }];
        return { ...ok(blocks[0]), status: 201 };
      },
    });
    expect(await screen.findByText('Nothing is blocked.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Date (IST)'), target);
    await userEvent.type(screen.getByLabelText('Reason (staff only)'), 'Diwali');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked; the public calendar no longer offers it.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/booking-blocks')[0].body).toEqual({
      date: target,
      time: '',
      reason: 'Diwali',
    });
    expect(await screen.findByText(/Whole day/, { selector: 'span' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Date (IST)'), day);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const date = screen.getByLabelText('Date (IST)');
    await waitFor(() => expect(date).toHaveAccessibleDescription('This day or time slot is already blocked.'));
  });
});
