import { forwardRef } from 'react';
import { COLOUR_OPTIONS } from '@/content/shop/catalogue';
import { SHOP_TEXT } from '@/content/shop/text';
import { PRODUCT_SIZES, type ProductColour, type ProductSize } from '@/shared/config/shop';

export interface SizePickerProps {
  value: ProductSize | null;
  onChange(size: ProductSize): void;
  /** Set when Add to Bag was pressed without a size; shown as an alert tied to the group. */
  error?: string;
}

/** XS to XXL as a radio group (arrow keys move between sizes). */
export const SizePicker = forwardRef<HTMLInputElement, SizePickerProps>(function SizePicker({ value, onChange, error }, firstRef) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'size-error' : undefined}>
      <legend className="fs-6 fw-semibold mb-2">
        {SHOP_TEXT.detail.size}
        {value && <span className="fw-normal text-body-secondary">: {value}</span>}
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {PRODUCT_SIZES.map((size, index) => (
          <span key={size}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              className="btn-check"
              name="size"
              id={`size-${size}`}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
            />
            <label className="btn btn-outline-dark size-option" htmlFor={`size-${size}`}>
              {size}
            </label>
          </span>
        ))}
      </div>
      {error && (
        <div id="size-error" role="alert" className="text-danger small fw-semibold mt-2">
          {error}
        </div>
      )}
    </fieldset>
  );
});

/** Beige or green, as a radio group of swatches with their names. */
export function ColourPicker({ value, onChange }: { value: ProductColour; onChange(colour: ProductColour): void }) {
  const selected = COLOUR_OPTIONS.find((option) => option.id === value);
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">
        {SHOP_TEXT.detail.colour}
        {selected && <span className="fw-normal text-body-secondary">: {selected.label}</span>}
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {COLOUR_OPTIONS.map((option) => (
          <span key={option.id}>
            <input
              type="radio"
              className="btn-check"
              name="colour"
              id={`colour-${option.id}`}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <label className="btn btn-outline-dark d-flex align-items-center gap-2" htmlFor={`colour-${option.id}`}>
              <span className="colour-swatch rounded-circle border" style={{ background: option.swatch }} aria-hidden="true" />
              {option.label}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
