/** Texts of the contact form; the spec's are exact (public-site.md, States and transitions, Error catalogue). */
export const CONTACT_TEXT = {
  heading: 'Send us a message',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  phonePrefix: '+91',
  enquiryType: 'Enquiry type',
  message: 'Message',
  submit: 'Send Message',
  sending: 'Sending...',
  success: 'Thank you for your message! We will get back to you soon.',
  failed: 'Your message could not be sent. Please try again.',
} as const;
