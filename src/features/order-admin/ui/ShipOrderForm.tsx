import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { FormDraftKeeper, clearFormDraft } from '@/shared/ui/form-draft';
import { useShipOrderMutation } from '../api/orderAdminApi';
import { emptyShipForm, shipFormSchema } from '../model/shipSchema';
import { ORDER_ADMIN_TEXT as T } from '../model/text';

/** The courier and its tracking number; the customer's shipping mail carries both. */
export function ShipOrderForm({ orderId, onShipped }: { orderId: number; onShipped: () => void }) {
  const [ship] = useShipOrderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={emptyShipForm}
      validationSchema={shipFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await ship({
            id: orderId,
            courierName: values.courierName.trim(),
            trackingNumber: values.trackingNumber.trim(),
          }).unwrap();
          clearFormDraft('shipOrder', orderId);
          helpers.resetForm();
          onShipped();
        } catch (error) {
          if (!applyServerErrors(error, helpers, ['courierName', 'trackingNumber']))
            setFormError(errorMessage(error, T.updateFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={T.shipHeading} className="border rounded p-3 mb-3">
          <h3 className="h6">{T.shipHeading}</h3>
          <FormDraftKeeper form="shipOrder" recordId={orderId} />
          <div className="row g-2">
            <TextField
              name="courierName"
              label={T.courierName}
              required
              maxLength={60}
              className="col-12 col-md-6 mb-2"
            />
            <TextField
              name="trackingNumber"
              label={T.trackingNumber}
              required
              hint={T.trackingHint}
              maxLength={40}
              className="col-12 col-md-6 mb-2"
            />
          </div>
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting} className="">
            {T.ship}
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
