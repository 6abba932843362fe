import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { FieldError, FieldLabel, fieldIds } from '@/shared/ui/form';
import type { GuestContact } from '@/shared/contract/order';
import { CHECKOUT_TEXT } from '../model/text';
import { CHECKOUT_FORM_ID } from '../model/checkoutForm';
import type { GuestErrors } from '../model/types';

const FIELDS = [
  { name: 'name', label: CHECKOUT_TEXT.guest.name, type: 'text', autoComplete: 'name', hint: undefined, maxLength: 80 },
  {
    name: 'email',
    label: CHECKOUT_TEXT.guest.email,
    type: 'email',
    autoComplete: 'email',
    hint: CHECKOUT_TEXT.guest.emailHint,
    maxLength: 254,
  },
  {
    name: 'phone',
    label: CHECKOUT_TEXT.guest.phone,
    type: 'tel',
    autoComplete: 'tel',
    hint: CHECKOUT_TEXT.guest.phoneHint,
    maxLength: 16,
  },
] as const;

/** A guest's name, e-mail and mobile number; each error shows under its field. */
export function GuestDetails({
  value,
  errors,
  onChange,
}: {
  value: GuestContact;
  errors: GuestErrors;
  onChange(next: GuestContact): void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="h4">{CHECKOUT_TEXT.guest.heading}</legend>
      <p className="small">
        {CHECKOUT_TEXT.guest.intro}{' '}
        <Link to={ROUTES.login} state={{ from: { pathname: ROUTES.checkout, search: '', hash: '' } }}>
          {CHECKOUT_TEXT.guest.login}
        </Link>
      </p>
      {FIELDS.map((field) => {
        const ids = fieldIds(`guest-${field.name}`);
        const error = errors[field.name];
        return (
          <div key={field.name} className="mb-3">
            <FieldLabel htmlFor={ids.control} required>
              {field.label}
            </FieldLabel>
            <input
              id={ids.control}
              // Part of the checkout form (Enter places the order, checked like the button), which
              // cannot wrap it: the address form between them is a form of its own.
              form={CHECKOUT_FORM_ID}
              name={`guest.${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={value[field.name]}
              onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [field.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined
              }
            />
            {field.hint && (
              <small id={ids.hint} className="form-text d-block">
                {field.hint}
              </small>
            )}
            <FieldError id={ids.error} message={error} />
          </div>
        );
      })}
    </fieldset>
  );
}
