import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookingCategory } from '@/content/booking';
import { BOOKING_STEPS, type TimeSlot } from '@/shared/config/booking';
import type { BookingConfirmation, BookingFormData } from '@/shared/contract/booking';

export type BookingStep = 1 | 2 | 3 | 4;

/**
 * The message under the wizard after a failed Confirm Booking (kept in the state so a replay shows
 * it). `detail` is the server's reason when it gave one (e.g. the slot was just taken). A
 * successful booking leads to its confirmation page instead.
 */
export type BookingNotice = { kind: 'error'; detail: string | null; slotTaken: boolean };

/** The whole wizard lives in Redux so QA can export, import and replay it. */
export interface BookingState {
  step: BookingStep;
  category: BookingCategory | null;
  selectedServiceId: number | null;
  /** The IST date, `YYYY-MM-DD`. */
  selectedDate: string | null;
  selectedTime: TimeSlot | null;
  formData: BookingFormData;
  notice: BookingNotice | null;
  /** The booking just made, shown by /booking/confirmed/:reference (also after a reload of the wizard's tab). */
  lastConfirmation: BookingConfirmation | null;
}

export const emptyBookingForm: BookingFormData = {
  name: '',
  email: '',
  phone: '',
  eventType: '',
  message: '',
  preferredMethod: '',
};

export const initialBookingState: BookingState = {
  step: 1,
  category: null,
  selectedServiceId: null,
  selectedDate: null,
  selectedTime: null,
  formData: emptyBookingForm,
  notice: null,
  lastConfirmation: null,
};

const filled = (value: string) => value.trim() !== '';

/** Spec: Validation rules: when Next is enabled on each step. */
export function canProceed(state: BookingState): boolean {
  switch (state.step) {
    case 1:
      return state.selectedServiceId !== null;
    case 2:
      return state.selectedDate !== null && state.selectedTime !== null && state.formData.preferredMethod !== '';
    case 3: {
      const { name, email, phone, message } = state.formData;
      return [name, email, phone, message].every(filled);
    }
    default:
      return false;
  }
}

/** Step 4 is reached only through the gates, but a replayed or imported state is checked again. */
export const readyToConfirm = (state: BookingState) =>
  [1, 2, 3].every((step) => canProceed({ ...state, step: step as BookingStep }));

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: initialBookingState,
  reducers: {
    categoryChosen(state, action: PayloadAction<BookingCategory>) {
      state.category = action.payload;
    },
    /** Back to Categories (the chosen service stays chosen). */
    categoryCleared(state) {
      state.category = null;
    },
    serviceSelected(state, action: PayloadAction<number>) {
      state.selectedServiceId = action.payload;
    },
    /** A new day lets the time go: a slot free on one day may not be on another. */
    dateSelected(state, action: PayloadAction<string>) {
      if (state.selectedDate !== action.payload) state.selectedTime = null;
      state.selectedDate = action.payload;
    },
    timeSelected(state, action: PayloadAction<TimeSlot | null>) {
      state.selectedTime = action.payload;
    },
    formChanged(state, action: PayloadAction<Partial<BookingFormData>>) {
      state.formData = { ...state.formData, ...action.payload };
    },
    nextStep(state) {
      if (state.step < BOOKING_STEPS && canProceed(state)) {
        state.step = (state.step + 1) as BookingStep;
        state.notice = null;
      }
    },
    previousStep(state) {
      if (state.step > 1) {
        state.step = (state.step - 1) as BookingStep;
        state.notice = null;
      }
    },
    /** Jump back to an earlier step (e.g. to pick another time after a slot was taken). */
    stepRevisited(state, action: PayloadAction<BookingStep>) {
      if (action.payload < state.step) {
        state.step = action.payload;
        state.notice = null;
      }
    },
    /** Confirmed: the wizard starts again at step 1; the confirmation page shows the booking. */
    bookingSucceeded: (_state, action: PayloadAction<BookingConfirmation>) => ({
      ...initialBookingState,
      lastConfirmation: action.payload,
    }),
    /** Failed: everything the user chose and typed stays as it was. */
    bookingFailed(state, action: PayloadAction<{ detail: string | null; slotTaken: boolean }>) {
      state.notice = { kind: 'error', ...action.payload };
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    reset: () => initialBookingState,
  },
  selectors: {
    selectBooking: (state) => state,
    selectBookingStep: (state) => state.step,
    selectCanProceed: canProceed,
  },
});

export const bookingActions = bookingSlice.actions;
export const { selectBooking, selectBookingStep, selectCanProceed } = bookingSlice.selectors;
