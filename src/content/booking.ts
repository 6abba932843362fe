// Booking constants shared by the wizard and the server's validation (spec public-site.md §3, §9).

export const BOOKING_STEPS = 4;
export const BOOKING_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
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

export const BOOKING_CATEGORIES = ['services', 'products', 'events'] as const;
export type BookingCategory = (typeof BOOKING_CATEGORIES)[number];
