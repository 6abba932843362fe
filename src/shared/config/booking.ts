// Booking rules of the spec (public-site.md, Entities, Validation rules, Business constants) as plain constants, so the client's forms,
// the shared validation schemas and the server all check against the same lists.

export const BOOKING_STEPS = 4;

/*
 * The booking window, in one place for the month view, the shared validation and the server:
 * a consultation can be booked from today (IST) up to BOOKING_WINDOW_DAYS days ahead, at least
 * BOOKING_MIN_NOTICE_HOURS before it starts. Changing a number here and rebuilding changes both
 * the calendar and what the server accepts.
 */
export const BOOKING_WINDOW_DAYS = 90;
export const BOOKING_MIN_NOTICE_HOURS = 12;
/**
 * Default of the deadline for rescheduling or cancelling by the mailed link (hours before the
 * start). The server's BOOKING_CHANGE_DEADLINE_HOURS overrides it; pages show the server's value.
 */
export const BOOKING_CHANGE_DEADLINE_HOURS = 24;

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

/** Consultations take one hour; the calendar invite and the e-mails say so. */
export const CONSULTATION_MINUTES = 60;
/** The spec's time slots are India Standard Time (UTC+05:30, no daylight saving). */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;
