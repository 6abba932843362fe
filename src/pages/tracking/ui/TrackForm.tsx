import { Form, Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { TextField, lazySchema } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { TRACK_FIELD_MAX as MAX, TRACK_TEXT } from './trackText';

export { TRACK_TEXT } from './trackText';

// The two tabs' rules, loaded with yup on the first validation (prefetched while idle).
const trackSchemas = () => import(/* webpackChunkName: "validation-tracking", webpackPrefetch: true */ './trackSchemas');
const orderSchema = lazySchema(() => trackSchemas().then((m) => m.orderSchema));
const trackingSchema = lazySchema(() => trackSchemas().then((m) => m.trackingSchema));

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
