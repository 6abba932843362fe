// Booking rules of the spec (public-site.md §3, §5, §9) as plain constants, so the client's forms,
// the shared validation schemas and the server all check against the same lists.

export const BOOKING_STEPS = 4;
export const BOOKING_FIRST_DAY = 1;
export const BOOKING_LAST_DAY = 31;
/** The review shows a fixed month and year: `September {day}, 2025`. */
export const BOOKING_MONTH_LABEL = 'September';
export const BOOKING_YEAR = 2025;
export const BOOKING_MONTH_INDEX = 8; // September, 0-based, for the calendar invite

export const TIME_SLOTS = [
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
  '06:00 PM',
  '07:00 PM',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const CONTACT_METHODS = ['video-call', 'phone-call', 'in-person'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const EVENT_TYPES = ['corporate', 'wedding', 'exhibition', 'social', 'fundraiser', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The consultation request form's topics: the three catalogue lists plus anything else. */
export const CONSULTATION_TYPES = ['activities', 'merchandise', 'packages', 'general'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const CONSULTATION_BUDGETS = ['under-50000', '50000-200000', '200000-500000', 'above-500000'] as const;
export type ConsultationBudget = (typeof CONSULTATION_BUDGETS)[number];

/** Meeting registration (public-site.md §5, §9). */
export const MEETING_AGE_MIN = 1;
export const MEETING_AGE_MAX = 120;

/** Upper bounds of the free-text fields (the server refuses longer values). */
export const TEXT_LIMITS = {
  name: 80,
  email: 254,
  phone: 20,
  message: 2000,
  shortText: 100,
} as const;

/** Consultations take one hour; the calendar invite and the e-mails say so. */
export const CONSULTATION_MINUTES = 60;
/** The spec's time slots are India Standard Time (UTC+05:30, no daylight saving). */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;
