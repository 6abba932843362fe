// Valid request bodies shared by the server tests and the hostile-input suite; tests change one
// field at a time.

/** The booking wizard's step-3 form (`formData` of `POST /api/send-email`). */
export const BOOKING_FORM = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98100 11111',
  eventType: 'wedding',
  message: 'Sangeet for 200 guests',
  preferredMethod: 'video-call',
} as const;

/** A consultation request (`POST /api/consultations`). */
export const CONSULTATION_REQUEST = {
  name: 'Vikram Mehta',
  email: 'vikram@example.com',
  phone: '98111 22233',
  consultationType: 'packages',
  preferredMethod: 'phone-call',
  message: 'Annual day for 400 employees in December',
  eventType: 'corporate',
  budget: '200000-500000',
} as const;
