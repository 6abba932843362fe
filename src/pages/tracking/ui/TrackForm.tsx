import { Form, Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import * as yup from 'yup';
import { TextField } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';

/** Texts of the track form; the alerts are the spec's (public-site.md §8). */
export const TRACK_TEXT = {
  orderTab: 'Order Number',
  trackingTab: 'Tracking Number',
  orderNumber: 'Order number',
  emailOrPhone: 'Email or phone number',
  trackingNumber: 'Tracking (AWB) number',
  submit: 'Track',
  orderNumberRequired: 'Order number is required',
  emailOrPhoneRequired: 'Email or phone number is required',
  trackingNumberRequired: 'Tracking number is required',
  orderSubmitted: (orderNumber: string) => `Tracking request submitted for Order #${orderNumber}`,
  trackingSubmitted: (trackingNumber: string) => `Tracking request submitted for Tracking #${trackingNumber}`,
} as const;

const MAX = 40;
const required = (message: string) => yup.string().trim().required(message).max(MAX, `Must be at most ${MAX} characters`);
const orderSchema = yup.object({ orderNumber: required(TRACK_TEXT.orderNumberRequired), emailOrPhone: required(TRACK_TEXT.emailOrPhoneRequired) });
const trackingSchema = yup.object({ trackingNumber: required(TRACK_TEXT.trackingNumberRequired) });

/**
 * Two tabs, Order Number (order number + e-mail or phone) and Tracking Number (AWB), each with its
 * own required fields; submitting only shows the notice (spec §4: no tracking service behind it).
 */
export function TrackForm() {
  const toast = useToast();
  return (
    <Tabs defaultActiveKey="order" id="track-tabs" className="mb-3" fill mountOnEnter unmountOnExit>
      <Tab eventKey="order" title={TRACK_TEXT.orderTab}>
        <Formik
          initialValues={{ orderNumber: '', emailOrPhone: '' }}
          validationSchema={orderSchema}
          onSubmit={(values) => {
            toast.success(TRACK_TEXT.orderSubmitted(values.orderNumber.trim()));
          }}
        >
          <Form noValidate aria-label={TRACK_TEXT.orderTab}>
            <TextField name="orderNumber" label={TRACK_TEXT.orderNumber} required maxLength={MAX} />
            <TextField name="emailOrPhone" label={TRACK_TEXT.emailOrPhone} required maxLength={MAX} autoComplete="email" />
            <Button type="submit">{TRACK_TEXT.submit}</Button>
          </Form>
        </Formik>
      </Tab>
      <Tab eventKey="tracking" title={TRACK_TEXT.trackingTab}>
        <Formik
          initialValues={{ trackingNumber: '' }}
          validationSchema={trackingSchema}
          onSubmit={(values) => {
            toast.success(TRACK_TEXT.trackingSubmitted(values.trackingNumber.trim()));
          }}
        >
          <Form noValidate aria-label={TRACK_TEXT.trackingTab}>
            <TextField name="trackingNumber" label={TRACK_TEXT.trackingNumber} required maxLength={MAX} />
            <Button type="submit">{TRACK_TEXT.submit}</Button>
          </Form>
        </Formik>
      </Tab>
    </Tabs>
  );
}
