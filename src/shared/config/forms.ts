// Limits shared by the public forms (booking details, consultation request, meeting registration, contact
// fields): one source for the client's fields and the server's validation.

/** Upper bounds of the free-text fields (the server refuses longer values). */
export const TEXT_LIMITS = {
  name: 80,
  email: 254,
  phone: 20,
  message: 2000,
  shortText: 100,
} as const;
