import { useFormikContext } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { PRODUCT_SIZES } from '@/shared/config/shop';
import { FieldError, fieldIds, validityClass } from '@/shared/ui/form';
import { PRODUCT_SHOP_LIMITS as S, PRODUCT_SHOP_MESSAGES as M, colourKey } from '@/shared/contract/productVariants';
import type { ProductFormValues } from '../model/productForm';
import { PRODUCT_SHOP_TEXT as T } from '../model/text';
import { orderedSizes, regrid } from '../model/variantGrid';
import { VariantStockCell } from './VariantStockCell';
import { productStockText } from '@/shared/contract/productStock';

const NEW_COLOUR = fieldIds('newColour');
const VARIANTS = fieldIds('variants');

/** Why a typed colour cannot be added, or null. */
function colourProblem(colour: string, colours: string[]): string | null {
  if (colour.length === 0 || colour.length > S.colourMax) return M.colour;
  if (colours.some((known) => colourKey(known) === colourKey(colour))) return M.colourTaken;
  if (colours.length >= S.maxColours) return M.tooManyColours;
  return null;
}

/** The grid as a product's stock (a cell still empty counts as 0), for the total under it. */
const formStock = (cells: ProductFormValues['variants']) => ({
  stockQuantity: 0,
  variants: cells.map((cell) => ({ size: cell.size, colour: cell.colour, stockQuantity: Number(cell.stock) || 0 })),
});

/**
 * The variants editor: tick sizes, add free-text colours, then a stock per size × colour in a
 * table with row and column headers (one dimension when only sizes or only colours are chosen).
 */
export function ProductVariantsField() {
  const { values, errors, setFieldValue } = useFormikContext<ProductFormValues>();
  const [newColour, setNewColour] = useState('');
  const [colourError, setColourError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const serverError = typeof errors.variants === 'string' ? errors.variants : undefined;

  const change = async (sizes: string[], colours: string[]) => {
    await setFieldValue('sizes', sizes, false);
    await setFieldValue('colours', colours, false);
    await setFieldValue('variants', regrid(sizes, colours, values.variants), false);
  };
  const toggleSize = (size: string, on: boolean) =>
    void change(orderedSizes(on ? [...values.sizes, size] : values.sizes.filter((s) => s !== size)), values.colours);
  const addColour = () => {
    const colour = newColour.trim();
    const problem = colourProblem(colour, values.colours);
    setColourError(problem);
    if (problem) return;
    void change(values.sizes, [...values.colours, colour]);
    setNewColour('');
    setAnnouncement(T.colourAdded(colour));
  };
  const removeColour = (colour: string) => {
    void change(
      values.sizes,
      values.colours.filter((known) => known !== colour),
    );
    setAnnouncement(T.colourRemoved(colour));
  };
  const onColourKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the colour rather than saving the product
    addColour();
  };

  const bySize = values.sizes.length > 0;
  const columns = values.colours.length > 0 && bySize ? values.colours : [''];
  const rows = bySize ? orderedSizes(values.sizes) : values.colours;
  const cellIndex = (row: string, column: string) =>
    values.variants.findIndex((cell) => (bySize ? cell.size === row && cell.colour === column : cell.colour === row));

  return (
    <fieldset
      className="mb-3 border rounded p-3"
      aria-describedby={`${VARIANTS.hint}${serverError ? ` ${VARIANTS.error}` : ''}`}
    >
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{T.variantsLegend}</legend>
      <p id={VARIANTS.hint} className="form-text mt-0">
        {T.variantsHint}
      </p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{T.sizesLegend}</legend>
        {PRODUCT_SIZES.map((size) => (
          <div className="form-check form-check-inline" key={size}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`field-size-${size}`}
              checked={values.sizes.includes(size)}
              onChange={(event) => toggleSize(size, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`field-size-${size}`}>
              {size}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{T.coloursLegend}</legend>
        {values.colours.length > 0 && (
          <ul className="list-inline mb-2">
            {values.colours.map((colour) => (
              <li className="list-inline-item badge text-bg-light border me-2 fs-6 fw-normal" key={colour}>
                {colour}{' '}
                <button
                  type="button"
                  className="btn-close btn-sm ms-1 align-middle"
                  aria-label={T.removeColour(colour)}
                  onClick={() => removeColour(colour)}
                />
              </li>
            ))}
          </ul>
        )}
        <label className="form-label" htmlFor={NEW_COLOUR.control}>
          {T.newColour}
        </label>
        <div className="d-flex gap-2 align-items-start">
          <input
            id={NEW_COLOUR.control}
            className={`form-control${validityClass(Boolean(colourError))}`}
            value={newColour}
            maxLength={S.colourMax + 10}
            onChange={(event) => setNewColour(event.target.value)}
            onKeyDown={onColourKey}
            aria-invalid={colourError ? true : undefined}
            aria-describedby={colourError ? `${NEW_COLOUR.hint} ${NEW_COLOUR.error}` : NEW_COLOUR.hint}
          />
          <button type="button" className="btn btn-outline-primary text-nowrap" onClick={addColour}>
            {T.addColour}
          </button>
        </div>
        <small id={NEW_COLOUR.hint} className="form-text d-block">
          {T.newColourHint}
        </small>
        <FieldError id={NEW_COLOUR.error} message={colourError ?? undefined} />
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {serverError && (
        <div id={VARIANTS.error} className="alert alert-danger py-2" role="alert">
          {serverError}
        </div>
      )}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 w-auto">
            <caption className="caption-top">{T.stockCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{bySize ? T.sizeHeader : T.colourHeader}</th>
                {columns.map((column) => (
                  <th scope="col" key={column || 'stock'}>
                    {column || T.stockHeader}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  <th scope="row">{row}</th>
                  {columns.map((column) => {
                    const index = cellIndex(row, column);
                    if (index < 0) return <td key={column} />;
                    return <VariantStockCell key={column || 'stock'} index={index} />;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="form-text mb-0" aria-live="polite">
            {T.totalStock(productStockText(formStock(values.variants)))}
          </p>
          <p className="form-text mb-0">{T.variantThresholdHint}</p>
        </div>
      )}
    </fieldset>
  );
}
