import { Form as FormikForm, Formik, type FormikProps } from 'formik';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { errorMessage } from '@/shared/api';
import { CheckboxField, SelectField, SubmitButton, TextField, applyServerErrors, fieldIds } from '@/shared/ui/form';
import { ADDRESS_LIMITS } from '@/shared/config/address';
import { useAddAddressMutation, useUpdateAddressMutation } from '../api/addressesApi';
import { addressFormValues, addressSchema, type AddressFormValues } from '../model/addressSchema';
import { ADDRESS_TEXT } from '../model/text';
import type { Address, AddressInput } from '@/shared/contract/address';

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
  /**
   * A guest's checkout: the address is handed back instead of saved to an address book (there is
   * none); the default checkbox is left out.
   */
  onUse?: (address: AddressInput) => void;
  /** The submit button's text in `onUse` mode. */
  useLabel?: string;
  /** Starting values in `onUse` mode (the address being changed). */
  initial?: AddressInput;
  /**
   * Opened by the visitor (Add, Edit, Change address): its first field takes focus (default).
   * `false` when it is shown with the page (a guest's checkout, a customer without a saved
   * address): focus stays where the visitor is, and the page does not scroll to the form.
   */
  focusOnMount?: boolean;
  /**
   * Lets the page take the form's address with its own button (checkout's Place order): `commit()`
   * checks the form like its submit button, shows the errors and moves the focus to the first one
   * (null then); a valid form is handed back (`onUse` mode) or saved (null when saving fails).
   */
  handle?: Ref<AddressFormHandle>;
}

/** What `handle` offers: the address the form holds, checked (and saved unless in `onUse` mode). */
export interface AddressFormHandle {
  commit(): Promise<AddressInput | Address | null>;
  /** Whether the visitor has typed anything since the form opened. */
  isDirty(): boolean;
}

/**
 * Adds or edits an address: required recipient (name, Indian mobile), street, city, state, PIN code
 * (checked against the state) and country; optional default.
 * Mount it with `key={address?.id}` so choosing another address starts a fresh form.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  onError,
  onUse,
  useLabel,
  initial,
  focusOnMount = true,
  handle,
}: AddressFormProps) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const editing = address !== undefined;
  const formik = useRef<FormikProps<AddressFormValues>>(null);
  // What the last submit produced: the address handed back or saved, null when it was not.
  const committed = useRef<AddressInput | Address | null>(null);

  useImperativeHandle(handle, () => ({
    commit: async () => {
      const form = formik.current;
      if (!form) return null;
      committed.current = null;
      const errors = await form.validateForm();
      await form.submitForm();
      const first = FIELDS.find((name) => errors[name]);
      if (first) document.getElementById(fieldIds(first).control)?.focus();
      return committed.current;
    },
    isDirty: () => formik.current?.dirty ?? false,
  }));

  useEffect(() => {
    if (focusOnMount) document.getElementById(fieldIds('recipientName').control)?.focus();
    // Only on mount: the form was opened, or shown with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Formik<AddressFormValues>
      initialValues={initial ? addressFormValues({ ...initial, id: 0 }) : addressFormValues(address)}
      validationSchema={addressSchema}
      innerRef={formik}
      onSubmit={async (values, helpers) => {
        const input = {
          ...values,
          recipientName: values.recipientName.trim(),
          recipientPhone: values.recipientPhone.trim(),
          street: values.street.trim(),
          city: values.city.trim(),
          zipCode: values.zipCode.trim(),
        };
        if (onUse) {
          committed.current = input;
          onUse(input);
          return;
        }
        try {
          const saved = editing
            ? await updateAddress({ ...input, id: address.id }).unwrap()
            : await addAddress(input).unwrap();
          committed.current = saved;
          onSaved(saved, editing ? 'edit' : 'add');
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS)) onError(errorMessage(error, ADDRESS_TEXT.saveFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={onUse ? 'Delivery address' : editing ? 'Edit address' : 'Add a new address'}>
          <div className="row">
            <div className="col-md-6">
              <TextField
                name="recipientName"
                label="Recipient's name"
                autoComplete="name"
                required
                maxLength={ADDRESS_LIMITS.recipientNameMaxLength}
              />
            </div>
            <div className="col-md-6">
              <TextField
                name="recipientPhone"
                label="Recipient's mobile number"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                hint="10 digits, e.g. 98765 43210"
                required
                maxLength={16}
              />
            </div>
          </div>
          <TextField
            name="street"
            label="Street address"
            autoComplete="address-line1"
            required
            maxLength={ADDRESS_LIMITS.streetMaxLength}
          />
          <div className="row">
            <div className="col-md-6">
              <TextField
                name="city"
                label="City"
                autoComplete="address-level2"
                required
                maxLength={ADDRESS_LIMITS.cityMaxLength}
              />
            </div>
            <div className="col-md-6">
              <SelectField
                name="state"
                label="State or union territory"
                options={STATE_OPTIONS}
                placeholder="Select a state"
                required
              />
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
          {!onUse && <CheckboxField name="isDefault" label="Make this my default address" />}
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting} className="">
              {onUse ? (useLabel ?? 'Use this address') : editing ? 'Update address' : 'Save address'}
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
