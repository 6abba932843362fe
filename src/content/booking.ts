// Booking content shared by the wizard, the consultation form and the server's e-mails
// (spec public-site.md, Entities, Business constants). The plain rules (steps, window, slots, the option lists) live in
// shared/config/booking.ts so validation can use them; import them from there, not through here.
import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '@/shared/config/booking';

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  'video-call': 'Video Call',
  'phone-call': 'Phone Call',
  'in-person': 'In-Person Meeting',
};

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  corporate: 'Corporate Event',
  wedding: 'Wedding',
  exhibition: 'Exhibition',
  social: 'Social Gathering',
  fundraiser: 'Fundraiser',
  other: 'Other',
};

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  activities: 'Activities and entertainment',
  merchandise: 'Printing and gifting merchandise',
  packages: 'Event packages',
  general: 'General event planning',
};

export const CONSULTATION_BUDGET_LABELS: Record<ConsultationBudget, string> = {
  'under-50000': 'Under ₹50,000',
  '50000-200000': '₹50,000 to ₹2,00,000',
  '200000-500000': '₹2,00,000 to ₹5,00,000',
  'above-500000': 'Above ₹5,00,000',
};

/** The three tiles of the wizard's first step. */
export const BOOKING_CATEGORIES = ['services', 'products', 'events'] as const;
export type BookingCategory = (typeof BOOKING_CATEGORIES)[number];

/** What the team does before a consultation (spec: Business constants), shown in the review and the e-mails. */
export const BOOKING_NEXT_STEPS = {
  contactHoursBefore: 24,
  meetingLinkMinutesBefore: 30,
} as const;
