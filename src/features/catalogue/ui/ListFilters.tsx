import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseRupees, priceRangeErrors, type PriceRangeErrors } from '@/shared/config/productFilters';
import { FieldError, validityClass } from '@/shared/ui/form/FieldParts';
import { CATALOGUE_TEXT } from '../model/text';
import './listFilters.scss';

const T = CATALOGUE_TEXT.list;

export interface ListFiltersProps {
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  onPrice(range: { minPrice?: number; maxPrice?: number }): void;
  onInStock(inStock: boolean): void;
}

const asText = (value?: number) => (value === undefined ? '' : String(value));

/**
 * The price range (whole rupees, either end may be blank; applied with its button or Enter) and
 * "In stock only" (applied at once). Both live in the address; the server filters.
 */
export function ListFilters({ minPrice, maxPrice, inStock, onPrice, onInStock }: ListFiltersProps) {
  const id = useId();
  const ids = { min: `${id}-min`, max: `${id}-max`, stock: `${id}-stock` };
  const errorIds = { minPrice: `${id}-min-error`, maxPrice: `${id}-max-error` };
  const [min, setMin] = useState(asText(minPrice));
  const [max, setMax] = useState(asText(maxPrice));
  const [errors, setErrors] = useState<PriceRangeErrors>({});
  // Ticked at once: the address changes in a transition (react-router), and a box following only
  // the address would spring back unticked until the list has been drawn again.
  const [stock, setStock] = useState(inStock);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  // Back, Forward or "Clear filters" change the address: the fields follow it.
  useEffect(() => {
    setMin(asText(minPrice));
    setMax(asText(maxPrice));
    setErrors({});
  }, [minPrice, maxPrice]);
  useEffect(() => setStock(inStock), [inStock]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = priceRangeErrors(min, max);
    setErrors(found);
    if (found.minPrice) minRef.current?.focus();
    else if (found.maxPrice) maxRef.current?.focus();
    else onPrice({ minPrice: parseRupees(min), maxPrice: parseRupees(max) });
  };

  const field = (name: 'minPrice' | 'maxPrice') => {
    const isMin = name === 'minPrice';
    const error = errors[name];
    return (
      <div className="list-filters__price">
        <label htmlFor={isMin ? ids.min : ids.max} className="form-label small fw-semibold">
          {isMin ? T.minPrice : T.maxPrice}
        </label>
        <input
          ref={isMin ? minRef : maxRef}
          id={isMin ? ids.min : ids.max}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          className={`form-control${validityClass(Boolean(error))}`}
          value={isMin ? min : max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIds[name] : undefined}
          onChange={(event) => {
            (isMin ? setMin : setMax)(event.target.value);
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
        <FieldError id={errorIds[name]} message={error} />
      </div>
    );
  };

  return (
    <div className="list-filters d-flex flex-wrap gap-3 align-items-end mb-3">
      <form noValidate onSubmit={submit}>
        <fieldset className="d-flex flex-wrap gap-2 align-items-start">
          <legend className="visually-hidden">{T.priceLegend}</legend>
          {field('minPrice')}
          {field('maxPrice')}
          <div>
            {/* Room of a label, so the button lines up with the fields. */}
            <span className="form-label small d-block invisible" aria-hidden="true">
              {T.priceLegend}
            </span>
            <button type="submit" className="btn btn-outline-primary">
              {T.applyPrice}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="form-check list-filters__stock">
        <input
          id={ids.stock}
          type="checkbox"
          className="form-check-input"
          checked={stock}
          onChange={(event) => {
            setStock(event.target.checked);
            onInStock(event.target.checked);
          }}
        />
        <label className="form-check-label" htmlFor={ids.stock}>
          {T.inStock}
        </label>
      </div>
    </div>
  );
}
