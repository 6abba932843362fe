import { bookingActions as a, bookingSlice, initialBookingState, type BookingState } from './bookingSlice';
import { reviewRows, toBookingRequest, totalAmountOf } from './review';

const reduce = (actions: Array<ReturnType<(typeof a)[keyof typeof a]>>) =>
  actions.reduce((current: BookingState, action) => bookingSlice.reducer(current, action), initialBookingState);

const asObject = (state: BookingState) => Object.fromEntries(reviewRows(state).map((row) => [row.label, row.value]));

describe('the review step', () => {
  it('shows the date as {Month} {day}, {year} with every chosen and typed value', () => {
    const state = reduce([
      a.serviceSelected(1),
      a.dateSelected('2026-09-12'),
      a.timeSelected('11:00 AM'),
      a.formChanged({
        preferredMethod: 'video-call',
        name: ' Asha Rao ',
        email: 'asha@example.com',
        phone: '+91 98100 11111',
        eventType: 'wedding',
        message: 'x',
      }),
    ]);
    expect(asObject(state)).toEqual({
      Service: 'Caricature',
      Date: 'September 12, 2026',
      Time: '11:00 AM',
      'Contact Method': 'Video Call',
      Name: 'Asha Rao',
      Email: 'asha@example.com',
      Phone: '+91 98100 11111',
      'Event Type': 'Wedding',
    });
    expect(totalAmountOf(state)).toBe('₹9,999');
  });

  it('reads Not selected for missing choices and Not provided for empty typed values', () => {
    expect(asObject(initialBookingState)).toEqual({
      Service: 'Not selected',
      Date: 'Not selected',
      Time: 'Not selected',
      'Contact Method': 'Not selected',
      Name: 'Not provided',
      Email: 'Not provided',
      Phone: 'Not provided',
      'Event Type': 'Not selected',
    });
    expect(totalAmountOf(initialBookingState)).toBe('To be determined');
  });

  it('shows To be determined for a service priced on request, and a qualified price as written', () => {
    expect(totalAmountOf(reduce([a.serviceSelected(8)]))).toBe('To be determined');
    expect(totalAmountOf(reduce([a.serviceSelected(4)]))).toBe('₹49 per person');
    expect(totalAmountOf(reduce([a.serviceSelected(60)]))).toBe('₹99,999');
  });

  it("builds the spec's payload with the catalogue service and trimmed form data", () => {
    const state = reduce([
      a.serviceSelected(1),
      a.dateSelected('2026-09-12'),
      a.timeSelected('11:00 AM'),
      a.formChanged({
        preferredMethod: 'video-call',
        name: ' Asha ',
        email: 'asha@example.com ',
        phone: '1234567',
        message: ' Sangeet ',
      }),
    ]);
    expect(toBookingRequest(state)).toEqual({
      selectedService: {
        id: 1,
        name: 'Caricature',
        price: '9999',
        features: [
          'Live caricature artist',
          'Up to 3 hours at your venue',
          'Sketches on premium card',
          'Souvenir sleeves for guests',
        ],
        icon: 'palette',
        color: '#7a1f3d',
      },
      selectedDate: '2026-09-12',
      selectedTime: '11:00 AM',
      formData: {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '1234567',
        eventType: '',
        message: 'Sangeet',
        preferredMethod: 'video-call',
      },
    });
    expect(toBookingRequest(reduce([a.serviceSelected(1)]))).toBeNull();
  });
});
