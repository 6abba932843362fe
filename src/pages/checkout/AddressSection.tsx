import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useGetMyAddressesQuery } from '@/features/addresses';
import { CHECKOUT_TEXT } from '@/features/cart';
import { formatAddress } from '@/shared/lib/formatAddress';
import { TextField } from '@/shared/ui/form';
import { NEW_ADDRESS, type CheckoutValues } from './checkoutForm';

/** Pick a saved address (the addresses API) or type one; the default address is chosen first. */
export function AddressSection() {
  const { values, errors, touched, setFieldValue, handleChange } = useFormikContext<CheckoutValues>();
  const { data: saved = [], isLoading, isError } = useGetMyAddressesQuery();

  useEffect(() => {
    if (isLoading || values.addressChoice) return;
    const preferred = saved.find((address) => address.isDefault) ?? saved[0];
    void setFieldValue('addressChoice', preferred ? String(preferred.id) : NEW_ADDRESS, false);
  }, [isLoading, saved, values.addressChoice, setFieldValue]);

  const choiceError = touched.addressChoice && errors.addressChoice;
  return (
    <fieldset className="mb-4" aria-describedby={choiceError ? 'address-choice-error' : undefined}>
      <legend className="h4">{CHECKOUT_TEXT.address.heading}</legend>
      {isError && <p className="text-body-secondary">{CHECKOUT_TEXT.address.loadFailed}</p>}
      {saved.map((address) => (
        <Form.Check
          key={address.id}
          type="radio"
          id={`address-${address.id}`}
          name="addressChoice"
          value={String(address.id)}
          checked={values.addressChoice === String(address.id)}
          onChange={handleChange}
          className="mb-2"
          label={
            <>
              {formatAddress(address)}
              {address.isDefault && <span className="badge text-bg-secondary ms-2">{CHECKOUT_TEXT.address.default}</span>}
            </>
          }
        />
      ))}
      {saved.length > 0 && (
        <Form.Check
          type="radio"
          id="address-new"
          name="addressChoice"
          value={NEW_ADDRESS}
          checked={values.addressChoice === NEW_ADDRESS}
          onChange={handleChange}
          label={CHECKOUT_TEXT.address.useNew}
          className="mb-3"
        />
      )}
      {choiceError && (
        <div id="address-choice-error" className="invalid-feedback d-block">
          {errors.addressChoice}
        </div>
      )}
      {values.addressChoice === NEW_ADDRESS && (
        <div className="row g-3">
          <TextField className="col-12" name="street" label="Street address" required autoComplete="street-address" maxLength={200} />
          <TextField className="col-md-6" name="city" label="City" required autoComplete="address-level2" maxLength={80} />
          <TextField className="col-md-6" name="state" label="State or union territory" required autoComplete="address-level1" maxLength={80} />
          <TextField className="col-md-6" name="zipCode" label="PIN code" required autoComplete="postal-code" inputMode="numeric" maxLength={6} />
          <TextField className="col-md-6" name="country" label="Country" required autoComplete="country-name" maxLength={60} />
        </div>
      )}
    </fieldset>
  );
}
