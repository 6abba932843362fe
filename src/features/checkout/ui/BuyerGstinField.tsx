import { ValidationError } from 'yup';
import { optionalGstin } from '@/shared/contract/fields/gstin';
import { FieldError, fieldIds } from '@/shared/ui/form';
import { CHECKOUT_TEXT } from '../model/text';

const schema = optionalGstin();

/** The GSTIN as it will be sent (spaces out, upper case), or what is wrong with it. */
export async function checkGstin(typed: string): Promise<{ value?: string; error?: string }> {
  try {
    return { value: await schema.validate(typed) };
  } catch (error) {
    return { error: error instanceof ValidationError ? error.message : String(error) };
  }
}

export interface BuyerGstinFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** A business buyer's GSTIN, for the tax invoice: optional, checked on Place order (shape and check character). */
export function BuyerGstinField({ value, onChange, error }: BuyerGstinFieldProps) {
  const ids = fieldIds('buyerGstin');
  const invalid = Boolean(error);
  return (
    <div className="mb-4">
      <label htmlFor={ids.control} className="form-label">
        {CHECKOUT_TEXT.gstin.label}
      </label>
      <input
        name="buyerGstin"
        id={ids.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={[ids.hint, invalid ? ids.error : null].filter(Boolean).join(' ')}
      />
      <small id={ids.hint} className="form-text d-block">
        {CHECKOUT_TEXT.gstin.hint}
      </small>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
