import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTrackOrderMutation } from '@/features/orders';
import type { TrackOrderRequest } from '@/shared/contract/orderTracking';
import { TextField, lazySchema } from '@/shared/ui/form';
import { TabList, TabPanel } from '@/shared/ui/Tabs';
import { useToast } from '@/shared/ui/toasts';
import { TrackResult } from './TrackResult';
import { TRACK_FIELD_MAX as MAX, TRACK_TEXT } from '../text';

// The two tabs' rules, loaded with yup on the first validation (prefetched while idle).
const trackSchemas = () =>
  import(/* webpackChunkName: "validation-tracking", webpackPrefetch: true */ './trackSchemas');
const orderSchema = lazySchema(() => trackSchemas().then((m) => m.orderSchema));
const trackingSchema = lazySchema(() => trackSchemas().then((m) => m.trackingSchema));

const TABS = ['order', 'tracking'] as const;
type TrackTab = (typeof TABS)[number];
const TAB_TITLES: Record<TrackTab, string> = { order: TRACK_TEXT.orderTab, tracking: TRACK_TEXT.trackingTab };

/**
 * Two tabs, Order Number (order number + e-mail or phone) and Tracking Number (AWB), each with its
 * own required fields. Submitting shows the spec's notice, then asks the server and
 * shows the order's status timeline, or one neutral message whatever was wrong.
 */
export function TrackForm() {
  const toast = useToast();
  const [tab, setTab] = useState<TrackTab>('order');
  const [trackOrder, result] = useTrackOrderMutation();
  const track = async (request: TrackOrderRequest, notice: string) => {
    toast.success(notice);
    await trackOrder(request)
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <>
      <TabList
        id="track-tabs"
        keys={TABS}
        active={tab}
        onSelect={setTab}
        renderTab={(key) => TAB_TITLES[key]}
        className="nav nav-tabs nav-fill mb-3"
        panelsMounted={false}
      />
      <div className="tab-content">
        <TabPanel id="track-tabs" tabKey="order" active={tab === 'order'} unmountWhenHidden>
          <Formik
            initialValues={{ orderNumber: '', emailOrPhone: '' }}
            validationSchema={orderSchema}
            onSubmit={(values) =>
              track(
                { orderNumber: values.orderNumber.trim(), emailOrPhone: values.emailOrPhone.trim() },
                TRACK_TEXT.orderSubmitted(values.orderNumber.trim()),
              )
            }
          >
            <Form noValidate aria-label={TRACK_TEXT.orderTab}>
              <TextField name="orderNumber" label={TRACK_TEXT.orderNumber} required maxLength={MAX} />
              <TextField
                name="emailOrPhone"
                label={TRACK_TEXT.emailOrPhone}
                required
                maxLength={254}
                autoComplete="email"
              />
              <button type="submit" className="btn btn-primary">
                {TRACK_TEXT.submit}
              </button>
            </Form>
          </Formik>
        </TabPanel>
        <TabPanel id="track-tabs" tabKey="tracking" active={tab === 'tracking'} unmountWhenHidden>
          <Formik
            initialValues={{ trackingNumber: '' }}
            validationSchema={trackingSchema}
            onSubmit={(values) =>
              track(
                { trackingNumber: values.trackingNumber.trim() },
                TRACK_TEXT.trackingSubmitted(values.trackingNumber.trim()),
              )
            }
          >
            <Form noValidate aria-label={TRACK_TEXT.trackingTab}>
              <TextField name="trackingNumber" label={TRACK_TEXT.trackingNumber} required maxLength={MAX} />
              <button type="submit" className="btn btn-primary">
                {TRACK_TEXT.submit}
              </button>
            </Form>
          </Formik>
        </TabPanel>
      </div>
      <TrackResult loading={result.isLoading} order={result.isError ? undefined : result.data} error={result.error} />
    </>
  );
}
