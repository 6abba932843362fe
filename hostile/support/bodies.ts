import { CATALOGUE } from '../../src/content/serviceCatalogue';
import { TIME_SLOTS } from '../../src/shared/config/booking';
import { addDays, istDateOf } from '../../src/shared/contract/fields/bookingDates';
import { BOOKING_FORM, CONSULTATION_REQUEST } from '../../server/test/validBodies';

// Valid request bodies of every write endpoint; hostile tests change one field at a time.

export const ADDRESS = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
} as const;

export const PASSWORD = 'Secret#123';

export const registerBody = (email: string, patch: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Kapoor',
  email,
  phone: '',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
  ...patch,
});

export const registerAdminBody = (email: string, patch: Record<string, unknown> = {}) => {
  const { phone, ...rest } = registerBody(email, patch);
  return { ...rest, phoneNumber: phone };
};

export const profileBody = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Kapoor',
  phone: '+91 98100 11111',
  ...patch,
});

export const addressBody = (patch: Record<string, unknown> = {}) => ({ ...ADDRESS, isDefault: false, ...patch });

/** Products of the seed with 500 in stock (the shop's hampers and gifts). */
export const STOCKED_PRODUCT_IDS = [101, 102, 103, 201, 202, 203, 204, 205, 206] as const;

export const orderBody = (patch: Record<string, unknown> = {}) => ({
  items: [{ productId: 102, quantity: 1 }],
  shippingAddress: { ...ADDRESS },
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  ...patch,
});

/**
 * Slot `n` (0..309): ten time slots a day on the 31 days from the day after tomorrow (IST) on,
 * always inside the booking window and past the minimum notice of the servers under test (which
 * run on the real clock).
 */
export const slotOf = (n: number) => ({
  selectedDate: addDays(istDateOf(Date.now()), 2 + Math.floor(n / TIME_SLOTS.length)),
  selectedTime: TIME_SLOTS[n % TIME_SLOTS.length],
});

// A service priced on request: booked at once, no advance to hold it (the advance has its own tests).
const liveBand = CATALOGUE.find((item) => item.name === 'Live Band')!;

export const bookingBody = (
  slot: number,
  formData: Record<string, unknown> = {},
  patch: Record<string, unknown> = {},
) => ({
  selectedService: { id: liveBand.id },
  ...slotOf(slot),
  formData: { ...BOOKING_FORM, ...formData },
  ...patch,
});

export const consultationBody = (patch: Record<string, unknown> = {}) => ({ ...CONSULTATION_REQUEST, ...patch });

let mobileCounter = 0;
/** A new mobile number each time (a repeated number is answered with the first registration). */
export const meetingBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Neha Gupta',
  mobile: `+91 98${String(++mobileCounter).padStart(8, '0')}`,
  age: 34,
  city: 'Gurugram',
  profession: 'Event manager',
  organization: 'Acme Corp',
  ...patch,
});

export const contactBody = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '98100 12345',
  message: 'We are planning a 200-guest anniversary party in December.',
  enquiryType: 'CONCIERGE',
  ...patch,
});
