import { FieldError, fieldIds } from '@/shared/ui/form';
import { CHECKOUT_TEXT } from '../model/text';

/**
 * The GSTIN as it will be sent (spaces out, upper case), or what is wrong with it. The rule (and
 * yup with it) is loaded on Place order only, with the guest's details' rules: most buyers never
 * type one, and the checkout page's first load stays small.
 */
export async function checkGstin(typed: string): Promise<{ value?: string; error?: string }> {
  if (!typed.trim()) return {};
  const { optionalGstin } = await import(/* webpackChunkName: "validation-order" */ '@/shared/contract/fields/gstin');
  try {
    return { value: await optionalGstin().validate(typed) };
  } catch (error) {
    return { error: (error as { message?: string }).message ?? String(error) };
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
