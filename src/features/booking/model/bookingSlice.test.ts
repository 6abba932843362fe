import {
  bookingActions as a,
  bookingSlice,
  canProceed,
  initialBookingState,
  readyToConfirm,
  type BookingState,
} from './bookingSlice';

type Action = ReturnType<(typeof a)[keyof typeof a]>;
const reduce = (actions: Action[], state: BookingState = initialBookingState) =>
  actions.reduce((current, action) => bookingSlice.reducer(current, action), state);

const details = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98100 11111', message: 'Sangeet' };
const throughStep3 = [
  a.categoryChosen('services'),
  a.serviceSelected(1),
  a.nextStep(),
  a.dateSelected('2026-09-12'),
  a.timeSelected('11:00 AM'),
  a.formChanged({ preferredMethod: 'video-call' }),
  a.nextStep(),
  a.formChanged(details),
] as Action[];

describe('booking wizard gating (spec: Validation rules)', () => {
  it('step 1: Next only once a service is chosen; choosing a category alone is not enough', () => {
    let state = reduce([a.categoryChosen('events')]);
    expect(canProceed(state)).toBe(false);
    expect(reduce([a.nextStep()], state).step).toBe(1);
    state = reduce([a.serviceSelected(60), a.nextStep()], state);
    expect(state.step).toBe(2);
  });

  it('step 2: Next only with date, time and preferred contact method', () => {
    const atStep2 = reduce([a.serviceSelected(1), a.nextStep()]);
    const partial: Array<[Action[], boolean]> = [
      [[a.dateSelected('2026-09-12')], false],
      [[a.dateSelected('2026-09-12'), a.timeSelected('11:00 AM')], false],
      [[a.timeSelected('11:00 AM'), a.formChanged({ preferredMethod: 'phone-call' })], false],
      [[a.dateSelected('2026-09-12'), a.formChanged({ preferredMethod: 'phone-call' })], false],
      [
        [a.dateSelected('2026-09-12'), a.timeSelected('11:00 AM'), a.formChanged({ preferredMethod: 'phone-call' })],
        true,
      ],
    ];
    for (const [actions, expected] of partial) {
      const state = reduce(actions, atStep2);
      expect(canProceed(state)).toBe(expected);
      expect(reduce([a.nextStep()], state).step).toBe(expected ? 3 : 2);
    }
  });

  it('step 3: Next only when name, email, phone and event details are non-blank; event type is optional', () => {
    const atStep3 = reduce(throughStep3.slice(0, 7));
    expect(atStep3.step).toBe(3);
    expect(canProceed(atStep3)).toBe(false);
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const missing = reduce([a.formChanged({ ...details, [field]: '   ' })], atStep3);
      expect(canProceed(missing)).toBe(false);
    }
    const complete = reduce([a.formChanged(details)], atStep3);
    expect(complete.formData.eventType).toBe('');
    expect(canProceed(complete)).toBe(true);
    expect(reduce([a.nextStep()], complete).step).toBe(4);
  });

  it('step 4 offers no Next; Previous goes back and stops at step 1', () => {
    const atStep4 = reduce([...throughStep3, a.nextStep()]);
    expect(atStep4.step).toBe(4);
    expect(canProceed(atStep4)).toBe(false);
    expect(reduce([a.nextStep()], atStep4).step).toBe(4);
    expect(readyToConfirm(atStep4)).toBe(true);
    const back = reduce([a.previousStep(), a.previousStep(), a.previousStep(), a.previousStep()], atStep4);
    expect(back.step).toBe(1);
    // Going back keeps everything chosen and typed.
    expect(back).toMatchObject({
      selectedServiceId: 1,
      selectedDate: '2026-09-12',
      selectedTime: '11:00 AM',
      formData: { ...details, preferredMethod: 'video-call' },
    });
  });

  it('Back to Categories clears the category and keeps the chosen service', () => {
    const state = reduce([a.categoryChosen('services'), a.serviceSelected(5), a.categoryCleared()]);
    expect(state.category).toBeNull();
    expect(state.selectedServiceId).toBe(5);
    expect(canProceed(state)).toBe(true);
  });

  it('after a successful booking the wizard starts again at step 1 and keeps the confirmation for its page', () => {
    const confirmation = {
      reference: 'BK-000001',
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
      payment: null,
      confirmationMail: 'sent',
      manageToken: 'm1.1.x',
    } as const;
    const state = reduce([...throughStep3, a.nextStep(), a.bookingSucceeded(confirmation)]);
    expect(state).toEqual({ ...initialBookingState, lastConfirmation: confirmation });
  });

  it('choosing another day lets the chosen time go; the same day keeps it', () => {
    const state = reduce([a.dateSelected('2026-09-12'), a.timeSelected('11:00 AM'), a.dateSelected('2026-09-12')]);
    expect(state.selectedTime).toBe('11:00 AM');
    expect(reduce([a.dateSelected('2026-09-13')], state)).toMatchObject({
      selectedDate: '2026-09-13',
      selectedTime: null,
    });
  });

  it('a failed booking keeps everything and only adds the error notice', () => {
    const before = reduce([...throughStep3, a.nextStep()]);
    const after = reduce([a.bookingFailed({ detail: 'Slot taken', slotTaken: true })], before);
    expect(after).toEqual({ ...before, notice: { kind: 'error', detail: 'Slot taken', slotTaken: true } });
    const revisited = reduce([a.stepRevisited(2)], after);
    expect(revisited.step).toBe(2);
    expect(revisited.notice).toBeNull();
    // Never forwards.
    expect(reduce([a.stepRevisited(4)], revisited).step).toBe(2);
  });

  it('is serializable (QA export and replay)', () => {
    const state = reduce([...throughStep3, a.nextStep(), a.bookingFailed({ detail: null, slotTaken: false })]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
