import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { BOOKING_TEXT } from '../model/types';
import { BookingWizard } from './BookingWizard';

// A long flow per test on a shared, busy machine.
jest.setTimeout(30_000);

/** No delay between keystrokes: the flow is long and the timing is not what is tested. */
const user = userEvent.setup({ delay: null });

const confirmation = { reference: 'BK-000007', service: 'Caricature', day: 12, time: '11:00 AM', totalAmount: '₹9,999', confirmationMail: 'sent' };

function fakeBackend(sendEmail: FakeRoute, taken: string[] = ['04:00 PM']) {
  return installFakeApi({
    'GET /api/bookings/availability': (call) => ok({ day: 12, taken, call }),
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
  day: 'September 12',
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
  await user.click(screen.getByRole('radio', { name: values.day }));
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
    const { store } = renderWithProviders(<BookingWizard />);

    expect(stepHeading()).toHaveTextContent('Choose Your Event Service');
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
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Select Date & Time');
    expect(stepHeading()).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    expect(screen.getAllByRole('radio', { name: /^September \d+$/ })).toHaveLength(31);
    expect(screen.getByRole('radio', { name: '09:00 AM' })).toBeDisabled(); // until a day is chosen
    await user.click(screen.getByRole('radio', { name: 'September 12' }));
    expect(await screen.findByRole('radio', { name: '04:00 PM (booked)' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/bookings/availability')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: '11:00 AM' }));
    expect(next()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Preferred contact method/), 'video-call');
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(stepHeading()).toHaveTextContent('Your Information');
    expect(next()).toBeDisabled();
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
    expect(reviewValue('Date')).toHaveTextContent('September 12, 2025');
    expect(reviewValue('Time')).toHaveTextContent('11:00 AM');
    expect(reviewValue('Contact Method')).toHaveTextContent('Video Call');
    expect(reviewValue('Event Type')).toHaveTextContent('Not selected');
    expect(reviewValue('Total Amount')).toHaveTextContent('₹9,999');
    expect(screen.getByText(BOOKING_TEXT.whatHappensNext)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_TEXT.success);
    expect(alert).toHaveTextContent('BK-000007');
    expect(alert).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Choose Your Event Service');
    expect(store.getState().booking).toMatchObject({ step: 1, selectedServiceId: null, selectedDate: null, formData: { name: '' } });
    expect(api.callsTo('POST', '/api/send-email')[0].body).toEqual({
      selectedService: expect.objectContaining({ id: 1, name: 'Caricature', price: '9999' }),
      selectedDate: 12,
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

  it('does not say the confirmation e-mail has been sent while the mail server has not taken it', async () => {
    fakeBackend(() => ok({ ...confirmation, confirmationMail: 'queued' }));
    renderWithProviders(<BookingWizard />);
    await fillWizard();
    await user.click(await screen.findByRole('button', { name: BOOKING_TEXT.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_TEXT.successMailQueued);
    expect(alert).not.toHaveTextContent(/has been sent/);
    expect(alert).toHaveTextContent('BK-000007');
  });

  it('when the slot was just taken (409) says so and leads back to pick another time', async () => {
    let taken: string[] = [];
    installFakeApi({
      'GET /api/bookings/availability': () => ok({ day: 12, taken }),
      'POST /api/send-email': () => {
        taken = ['11:00 AM'];
        return fail(409, 'This time slot has just been booked. Please choose another time.', { selectedTime: ['taken'] });
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
    const pending = 'This e-mail address already has 2 upcoming consultations booked. Please call us to change or add one.';
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
    await fillWizard({ ...asha, category: /^Events/, service: /Wedding planning/, day: 'September 3', time: '09:00 AM', email: 'asha-at-example', phone: 'call me' });

    const email = screen.getByLabelText(/Email Address/);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(stepHeading()).toHaveTextContent('Your Information');
  });
});
