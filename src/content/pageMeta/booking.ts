import { type PageMetaContent } from './types';

// Booking, consultation and the meeting registration.
export const onlineBooking = {
  title: 'Book Your Event',
  description: 'Book an event consultation online in four steps: service, date and time, your details, confirm.',
} satisfies PageMetaContent;
export const onlineConsultation = {
  title: 'Online Consultation',
  description: 'Our service catalogue and the consultation request form.',
} satisfies PageMetaContent;
export const meeting = {
  title: 'Global Event Summit 2025',
  description: 'Register to join our meeting for the Global Event Summit 2025.',
} satisfies PageMetaContent;
export const bookingConfirmed = {
  title: 'Booking Confirmed',
  description: 'Your consultation booking: the details, calendar links and what happens next.',
} satisfies PageMetaContent;
export const bookingManage = {
  title: 'Manage Your Booking',
  description: 'Reschedule or cancel your consultation booking.',
} satisfies PageMetaContent;

export const proposal = {
  title: 'Your Event Proposal',
  description: 'Read your event proposal, download it as a PDF and accept it online.',
} satisfies PageMetaContent;
