import { forwardRef } from 'react';
import { COLOUR_OPTIONS } from '@/content/shop/shopItems';
import { SHOP_TEXT } from '@/content/shop/text';
import { CATALOGUE_TEXT } from '../model/text';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const swatchOf = (colour: string) =>
  COLOUR_OPTIONS.find((option) => option.id === colour.toLowerCase())?.swatch ?? colour.toLowerCase();
const optionId = (group: string, value: string) => `${group}-${value.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** A sold-out choice: struck and disabled, and says so to a screen reader. */
function SoldOut({ soldOut }: { soldOut: boolean }) {
  return soldOut ? <span className="visually-hidden"> ({CATALOGUE_TEXT.product.soldOut})</span> : null;
}

export interface SizePickerProps {
  sizes: string[];
  value: string | null;
  isSoldOut(size: string): boolean;
  onChange(size: string): void;
  /** Set when Add to Bag was pressed without a size; shown as an alert tied to the group. */
  error?: string;
}

/** The product's sizes as a radio group (arrow keys move between them); sold-out ones disabled. */
export const SizePicker = forwardRef<HTMLInputElement, SizePickerProps>(function SizePicker(
  { sizes, value, isSoldOut, onChange, error },
  firstRef,
) {
  const firstAvailable = sizes.find((size) => !isSoldOut(size));
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'size-error' : undefined}>
      <legend className="fs-6 fw-semibold mb-2">
        {SHOP_TEXT.detail.size}
        {value && <span className="fw-normal text-body-secondary">: {value}</span>}
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = isSoldOut(size);
          return (
            <span key={size}>
              <input
                ref={size === firstAvailable ? firstRef : undefined}
                type="radio"
                className="btn-check"
                name="size"
                id={optionId('size', size)}
                value={size}
                checked={value === size}
                disabled={soldOut}
                onChange={() => onChange(size)}
              />
              <label
                className={`btn btn-outline-dark size-option${soldOut ? ' is-sold-out' : ''}`}
                htmlFor={optionId('size', size)}
              >
                {size}
                <SoldOut soldOut={soldOut} />
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <div id="size-error" role="alert" className="text-danger small fw-semibold mt-2">
          {error}
        </div>
      )}
    </fieldset>
  );
});

export interface ColourPickerProps {
  colours: string[];
  value: string | null;
  isSoldOut(colour: string): boolean;
  onChange(colour: string): void;
}

/** The product's colours as a radio group of swatches with their names; sold-out ones disabled. */
export function ColourPicker({ colours, value, isSoldOut, onChange }: ColourPickerProps) {
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">
        {SHOP_TEXT.detail.colour}
        {value && <span className="fw-normal text-body-secondary">: {capitalise(value)}</span>}
      </legend>
      <div className="d-flex flex-wrap gap-2">
        {colours.map((colour) => {
          const soldOut = isSoldOut(colour);
          return (
            <span key={colour}>
              <input
                type="radio"
                className="btn-check"
                name="colour"
                id={optionId('colour', colour)}
                value={colour}
                checked={value === colour}
                disabled={soldOut}
                onChange={() => onChange(colour)}
              />
              <label
                className={`btn btn-outline-dark d-flex align-items-center gap-2${soldOut ? ' is-sold-out' : ''}`}
                htmlFor={optionId('colour', colour)}
              >
                <span
                  className="colour-swatch rounded-circle border"
                  style={{ background: swatchOf(colour) }}
                  aria-hidden="true"
                />
                {capitalise(colour)}
                <SoldOut soldOut={soldOut} />
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
