import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { GST_STATE_CODES } from '@/content/policies/gst';
import { errorMessage, screenErrorMessage } from '@/shared/api';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { FormAlert, SelectField, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { FormDraftKeeper, clearFormDraft } from '@/shared/ui/form-draft';
import { useGetSellerProfileQuery, useSaveSellerProfileMutation } from '../api/billingAdminApi';
import { SELLER_FIELDS, sellerFormValues, sellerProfileFormSchema } from '../model/sellerSchema';
import { BILLING_ADMIN_TEXT as T } from '../model/text';

const STATE_OPTIONS = INDIAN_STATES_AND_UNION_TERRITORIES.map((state) => ({
  value: state,
  label: T.stateOption(state, GST_STATE_CODES[state]),
}));

/** The seller's legal name, address, state and GSTIN as new tax documents print them. */
export function SellerProfileForm() {
  const { data: profile, error, isLoading, refetch } = useGetSellerProfileQuery();
  const [save] = useSaveSellerProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (isLoading) return <PageLoader />;
  if (!profile) return <ErrorBanner message={screenErrorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />;
  return (
    <Formik
      initialValues={sellerFormValues(profile)}
      enableReinitialize
      validationSchema={sellerProfileFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        setSaved(false);
        try {
          await save({
            legalName: values.legalName.trim(),
            address: values.address.trim(),
            state: values.state,
            gstin: values.gstin,
          }).unwrap();
          clearFormDraft('sellerProfile');
          setSaved(true);
        } catch (failure) {
          if (!applyServerErrors(failure, helpers, SELLER_FIELDS)) setFormError(errorMessage(failure, T.saveFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm
          noValidate
          aria-label={T.sellerHeading}
          className="border rounded p-3 mb-3"
          style={{ maxWidth: 640 }}
        >
          <h2 className="h5">{T.sellerHeading}</h2>
          <FormDraftKeeper form="sellerProfile" />
          <p className="text-body-secondary small">{T.sellerLead}</p>
          <p className="small">
            {profile.source === 'defaults' ? T.usingDefaults : T.lastSaved(formatIstDateTime(profile.updatedAt ?? ''))}
          </p>
          <TextField
            name="legalName"
            label={T.legalName}
            hint={T.legalNameHint}
            required
            maxLength={120}
            className="mb-3"
          />
          <TextField
            name="address"
            label={T.address}
            as="textarea"
            rows={3}
            required
            maxLength={300}
            className="mb-3"
          />
          <SelectField name="state" label={T.state} options={STATE_OPTIONS} placeholder={T.statePlaceholder} required />
          <TextField name="gstin" label={T.gstin} hint={T.gstinHint} required maxLength={20} className="mb-3" />
          <FormAlert>{formError}</FormAlert>
          {saved && (
            <p role="status" className="text-success">
              {T.saved}
            </p>
          )}
          <SubmitButton busy={isSubmitting} className="">
            {T.save}
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
