import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { BOOKING_TEXT } from '../model/text';
import { BookingWizard } from './BookingWizard';

// A long flow per test on a shared, busy machine.
jest.setTimeout(30_000);

/** 1 September 2026, 12:00 IST: today's slots are all inside the 12-hour notice, tomorrow's are open. */
const NOW = Date.UTC(2026, 8, 1, 6, 30);
let zone = 'Asia/Kolkata';
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  zone = 'Asia/Kolkata';
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
});
afterEach(() => jest.restoreAllMocks());

/** No delay between keystrokes: the flow is long and the timing is not what is tested. */
const user = userEvent.setup({ delay: null });

const confirmation = {
  reference: 'BK-000007',
  service: 'Caricature',
  date: '2026-09-12',
  time: '11:00 AM',
  preferredMethod: 'video-call',
  totalAmount: '₹9,999',
  startsAt: '2026-09-12T05:30:00.000Z',
  endsAt: '2026-09-12T06:30:00.000Z',
  status: 'confirmed',
  changeDeadline: '2026-09-11T05:30:00.000Z',
  changeDeadlineHours: 24,
  canChange: true,
  confirmationMail: 'sent',
  manageToken: 'm1.7.signature',
};

const dateOf = (call: { query: URLSearchParams }) => call.query.get('date');

function fakeBackend(sendEmail: FakeRoute, taken: string[] = ['04:00 PM']) {
  return installFakeApi({
    'GET /api/bookings/availability': (call) => ok({ date: dateOf(call), taken }),
    'POST /api/send-email': sendEmail,
  });
}

const next = () => screen.getByRole('button', { name: BOOKING_TEXT.next });
/** The value shown next to a label in the review. */
const reviewValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const stepHeading = () => screen.getByRole('heading', { level: 2 });

const asha = {
  category: /^Services/,
  service: /Caricature/,
  day: 'Saturday, September 12, 2026',
  time: '11:00 AM',
  method: 'video-call',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98100 11111',
  details: 'Sangeet for 200 guests',
};

/** Steps 1 to 3 with the mouse; Next is pressed at the end of step 3. */
async function fillWizard(values = asha) {
  await user.click(screen.getByRole('button', { name: values.category }));
  await user.click(screen.getByRole('radio', { name: values.service }));
  await user.click(next());
  await user.click(await screen.findByRole('button', { name: values.day }));
  await user.click(await screen.findByRole('radio', { name: values.time }));
  await user.selectOptions(screen.getByLabelText(/Preferred contact method/), values.method);
  await user.click(next());
  await user.type(await screen.findByLabelText(/Full Name/), values.name);
  await user.type(screen.getByLabelText(/Email Address/), values.email);
  await user.type(screen.getByLabelText(/Phone Number/), values.phone);
  await user.type(screen.getByLabelText(/Event Details/), values.details);
  await user.click(next());
}

describe('BookingWizard', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('walks the four steps with the spec gating, scrolls to the top on each change and books', async () => {
    const api = fakeBackend(() => ok(confirmation));
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { store } = renderWithProviders(<BookingWizard />, {
      extraRoutes: { '/booking/confirmed/:reference': <p>Confirmation page</p> },
    });

    expect(stepHeading()).toHaveTextContent('Choose Your Event Service');
    expect(screen.getByText('To continue, choose or fill in a service.')).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription('To continue, choose or fill in a service.');
    expect(screen.getByRole('button', { name: BOOKING_TEXT.previous })).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choose Your Event Service');

    await user.click(screen.getByRole('button', { name: /^Products/ }));
    expect(screen.getByRole('radio', { name: /Certificate ₹49/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(19);
    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.backToCategories }));
    expect(screen.getByRole('button', { name: /^Products/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Events/ }));
    expect(screen.getByRole('radio', { name: /Charity Gala Contact for Pricing/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.backToCategories }));

    await user.click(screen.getByRole('button', { name: /^Services/ }));
    await user.click(screen.getByRole('radio', { name: /Caricature/ }));
    expect(next()).toBeEnabled();
    // Choosing an item takes the focus to Next (40 cards further up the page).
    await waitFor(() => expect(next()).toHaveFocus());
    expect(screen.queryByText(/To continue/)).not.toBeInTheDocument();
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Select Date & Time');
    expect(stepHeading()).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(next()).toHaveAccessibleDescription('To continue, choose or fill in a day, a time and a contact method.');

    // The month view: weekday headers and the 30 days of September 2026, today's closed (every slot inside the notice).
    expect((await screen.findAllByRole('columnheader')).map((header) => header.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(screen.getByText('September 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /September \d+, 2026$/ })).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Tuesday, September 1, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wednesday, September 2, 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: BOOKING_TEXT.previousMonth })).toBeDisabled();
    expect(screen.getByText(BOOKING_TEXT.istNote)).toBeInTheDocument();
    expect(screen.queryByText(/Your time zone/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '09:00 AM' })).toBeDisabled(); // until a day is chosen
    await user.click(screen.getByRole('button', { name: 'Saturday, September 12, 2026' }));
    expect(screen.getByRole('button', { name: 'Saturday, September 12, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('radio', { name: '04:00 PM (booked)' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/bookings/availability').map(dateOf)).toEqual(['2026-09-12']);
    await user.click(screen.getByRole('radio', { name: '11:00 AM' }));
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('To continue, choose or fill in a contact method.');
    await user.selectOptions(screen.getByLabelText(/Preferred contact method/), 'video-call');
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(stepHeading()).toHaveTextContent('Your Information');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'To continue, choose or fill in your full name, your email address, your phone number and the event details.',
    );
    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '+91 98100 11111');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/Event Details/), 'Sangeet for 200 guests');
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(await screen.findByRole('heading', { level: 2, name: /Review & Confirm/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOOKING_TEXT.next })).not.toBeInTheDocument();
    expect(reviewValue('Service')).toHaveTextContent('Caricature');
    expect(reviewValue('Date')).toHaveTextContent('September 12, 2026');
    expect(reviewValue('Time')).toHaveTextContent('11:00 AM');
    expect(reviewValue('Contact Method')).toHaveTextContent('Video Call');
    expect(reviewValue('Event Type')).toHaveTextContent('Not selected');
    expect(reviewValue('Total Amount')).toHaveTextContent('₹9,999');
    // The figure is the service's price, not a charge for the consultation: the review says so.
    expect(reviewValue('Total Amount')).toHaveAccessibleDescription(BOOKING_TEXT.totalAmountNote);
    expect(screen.getByText(BOOKING_TEXT.whatHappensNext)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.confirm }));

    // The booking's confirmation page; the wizard starts afresh behind it.
    expect(await screen.findByText('Confirmation page')).toBeInTheDocument();
    expect(store.getState().booking).toMatchObject({
      step: 1,
      selectedServiceId: null,
      selectedDate: null,
      formData: { name: '' },
      lastConfirmation: confirmation,
    });
    expect(api.callsTo('POST', '/api/send-email')[0].body).toEqual({
      selectedService: expect.objectContaining({ id: 1, name: 'Caricature', price: '9999' }),
      selectedDate: '2026-09-12',
      selectedTime: '11:00 AM',
      formData: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+91 98100 11111',
        eventType: '',
        message: 'Sangeet for 200 guests',
        preferredMethod: 'video-call',
      },
    });
    scrollTo.mockRestore();
  });

  it.each([
    ['a server error', () => fail(500, 'Something went wrong on our side. Please try again.')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s logs the error, shows the failure alert and keeps everything typed', async (_case, answer) => {
    fakeBackend(answer as FakeRoute);
    const { store } = renderWithProviders(<BookingWizard />);
    await fillWizard();
    await screen.findByRole('button', { name: BOOKING_TEXT.confirm });
    const before = store.getState().booking;

    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_TEXT.failure);
    expect(consoleError).toHaveBeenCalledWith('Booking failed', expect.anything());
    expect(store.getState().booking).toEqual({ ...before, notice: expect.objectContaining({ kind: 'error' }) });
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.previous }));
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Event Details/)).toHaveValue('Sangeet for 200 guests');
  });

  it("shows each slot in the visitor's time zone as well when it is not IST", async () => {
    zone = 'Europe/London';
    fakeBackend(() => ok(confirmation), []);
    renderWithProviders(<BookingWizard />);
    await user.click(screen.getByRole('button', { name: /^Services/ }));
    await user.click(screen.getByRole('radio', { name: /Caricature/ }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Saturday, September 12, 2026' }));
    expect(screen.getByText(BOOKING_TEXT.istNote)).toBeInTheDocument();
    expect(
      screen.getByText('Your time zone is Europe/London: each time is also shown in your local time.'),
    ).toBeInTheDocument();
    // 09:00 IST is 04:30 in London (BST, UTC+1).
    expect(await screen.findByRole('radio', { name: '09:00 AM 4:30 AM your time' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '07:00 PM 2:30 PM your time' })).toBeEnabled();
  });

  it('moves between months within the 90-day window only', async () => {
    fakeBackend(() => ok(confirmation), []);
    renderWithProviders(<BookingWizard />);
    await user.click(screen.getByRole('button', { name: /^Services/ }));
    await user.click(screen.getByRole('radio', { name: /Caricature/ }));
    await user.click(next());
    const forward = screen.getByRole('button', { name: BOOKING_TEXT.nextMonth });
    await user.click(forward);
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /October \d+, 2026$/ })).toHaveLength(31);
    await user.click(forward);
    // 1 September + 90 days = 30 November, the window's last day; December is out of reach.
    expect(screen.getAllByRole('button', { name: /November \d+, 2026$/ })).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Monday, November 30, 2026' })).toBeEnabled();
    expect(forward).toBeDisabled();
    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.previousMonth }));
    expect(screen.getByText('October 2026')).toBeInTheDocument();
  });

  it('does not offer a day or a slot the company has blocked', async () => {
    installFakeApi({
      'GET /api/bookings/closed-dates': () => ok({ from: '2026-09-01', to: '2026-11-30', dates: ['2026-09-14'] }),
      'GET /api/bookings/availability': (call) =>
        ok({ date: dateOf(call), taken: [], closed: dateOf(call) === '2026-09-12' ? ['11:00 AM'] : [] }),
    });
    renderWithProviders(<BookingWizard />);
    await user.click(screen.getByRole('button', { name: asha.category }));
    await user.click(screen.getByRole('radio', { name: asha.service }));
    await user.click(next());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monday, September 14, 2026' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: asha.day }));
    expect(await screen.findByRole('radio', { name: `11:00 AM (${BOOKING_TEXT.slotClosed})` })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^12:00 PM/ })).toBeEnabled();
  });

  it('when the slot was just taken (409) says so and leads back to pick another time', async () => {
    let taken: string[] = [];
    installFakeApi({
      'GET /api/bookings/availability': (call) => ok({ date: dateOf(call), taken }),
      'POST /api/send-email': () => {
        taken = ['11:00 AM'];
        return fail(409, 'This time slot has just been booked. Please choose another time.', {
          selectedTime: ['taken'],
        });
      },
    });
    const { store } = renderWithProviders(<BookingWizard />);
    await fillWizard();
    await user.click(await screen.findByRole('button', { name: BOOKING_TEXT.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_TEXT.failure);
    expect(alert).toHaveTextContent('This time slot has just been booked. Please choose another time.');
    await user.click(within(alert).getByRole('button', { name: BOOKING_TEXT.chooseAnotherTime }));

    expect(stepHeading()).toHaveTextContent('Select Date & Time');
    expect(await screen.findByRole('radio', { name: '11:00 AM (booked)' })).toBeDisabled();
    await waitFor(() => expect(store.getState().booking.selectedTime).toBeNull());
    expect(store.getState().booking.formData.name).toBe('Asha Rao');
  });

  it('when the e-mail address already holds its upcoming bookings (409) shows why, without sending back to the times', async () => {
    const pending =
      'This e-mail address already has 2 upcoming consultations booked. Please call us to change or add one.';
    fakeBackend(() => fail(409, pending, { 'formData.email': [pending] }));
    renderWithProviders(<BookingWizard />);
    await fillWizard();
    await user.click(await screen.findByRole('button', { name: BOOKING_TEXT.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pending);
    expect(within(alert).queryByRole('button', { name: BOOKING_TEXT.chooseAnotherTime })).toBeNull();
  });

  it('on step 3 checks the e-mail and phone shape before moving on, and ties the errors to the fields', async () => {
    fakeBackend(() => ok(confirmation));
    renderWithProviders(<BookingWizard />);
    await fillWizard({
      ...asha,
      category: /^Events/,
      service: /Wedding planning/,
      day: 'Thursday, September 3, 2026',
      time: '09:00 AM',
      email: 'asha-at-example',
      phone: 'call me',
    });

    const email = screen.getByLabelText(/Email Address/);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(stepHeading()).toHaveTextContent('Your Information');
  });
});
