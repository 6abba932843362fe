import * as yup from 'yup';
import { TRACK_FIELD_MAX as MAX, TRACK_TEXT } from '../text';

// Each tab's fields are required (spec: Validation rules) and bounded.
const required = (message: string) =>
  yup.string().trim().required(message).max(MAX, `Must be at most ${MAX} characters`);
export const orderSchema = yup.object({
  orderNumber: required(TRACK_TEXT.orderNumberRequired),
  emailOrPhone: yup
    .string()
    .trim()
    .required(TRACK_TEXT.emailOrPhoneRequired)
    .max(254, 'Must be at most 254 characters'),
});
export const trackingSchema = yup.object({ trackingNumber: required(TRACK_TEXT.trackingNumberRequired) });
