import { Form as FormikForm, Formik } from 'formik';
import { useEffect } from 'react';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { errorMessage } from '@/shared/api';
import { CheckboxField, SelectField, SubmitButton, TextField, applyServerErrors, fieldIds } from '@/shared/ui/form';
import { ADDRESS_LIMITS } from '@/shared/config/address';
import { useAddAddressMutation, useUpdateAddressMutation } from '../api/addressesApi';
import { addressFormValues, addressSchema, type AddressFormValues } from '../model/addressSchema';
import { ADDRESS_TEXT, type Address } from '../model/types';

const FIELDS = Object.keys(addressFormValues()) as Array<keyof AddressFormValues>;
const STATE_OPTIONS = INDIAN_STATES_AND_UNION_TERRITORIES.map((state) => ({ value: state, label: state }));
const COUNTRY_OPTIONS = [{ value: ADDRESS_COUNTRY, label: ADDRESS_COUNTRY }];

export interface AddressFormProps {
  /** Edit mode when given (the form holds its id), add mode otherwise. */
  address?: Address;
  onSaved: (saved: Address, mode: 'add' | 'edit') => void;
  onCancel: () => void;
  /** A failure that is not about one field (shown in the page's banner). */
  onError: (message: string) => void;
}

/**
 * Adds or edits an address: required street, city, state, PIN code and country; optional default.
 * Mount it with `key={address?.id}` so choosing another address starts a fresh form.
 */
export function AddressForm({ address, onSaved, onCancel, onError }: AddressFormProps) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const editing = address !== undefined;

  useEffect(() => {
    document.getElementById(fieldIds('street').control)?.focus();
  }, []);

  return (
    <Formik<AddressFormValues>
      initialValues={addressFormValues(address)}
      validationSchema={addressSchema}
      onSubmit={async (values, helpers) => {
        const input = { ...values, street: values.street.trim(), city: values.city.trim(), zipCode: values.zipCode.trim() };
        try {
          const saved = editing ? await updateAddress({ ...input, id: address.id }).unwrap() : await addAddress(input).unwrap();
          onSaved(saved, editing ? 'edit' : 'add');
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS)) onError(errorMessage(error, ADDRESS_TEXT.saveFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={editing ? 'Edit address' : 'Add a new address'}>
          <TextField name="street" label="Street address" autoComplete="street-address" required maxLength={ADDRESS_LIMITS.streetMaxLength} />
          <div className="row">
            <div className="col-md-6">
              <TextField name="city" label="City" autoComplete="address-level2" required maxLength={ADDRESS_LIMITS.cityMaxLength} />
            </div>
            <div className="col-md-6">
              <SelectField name="state" label="State or union territory" options={STATE_OPTIONS} placeholder="Select a state" required />
            </div>
          </div>
          <div className="row">
            <div className="col-md-6">
              <TextField
                name="zipCode"
                label="PIN code"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={6}
                hint="6 digits, e.g. 110016"
                required
              />
            </div>
            <div className="col-md-6">
              <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} required />
            </div>
          </div>
          <CheckboxField name="isDefault" label="Make this my default address" />
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting} className="">
              {editing ? 'Update address' : 'Save address'}
            </SubmitButton>
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
