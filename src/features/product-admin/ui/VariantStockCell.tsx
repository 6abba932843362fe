import { getIn, useFormikContext } from 'formik';
import { FieldError, fieldIds, validityClass } from '@/shared/ui/form';
import { variantLabel } from '@/shared/contract/productVariants';
import type { ProductFormValues } from '../model/productForm';
import { PRODUCT_SHOP_TEXT as T } from '../model/text';

/** One number input of a variant cell: its stock or its low-stock threshold, labelled with the variant. */
function CellNumber({ index, field, label }: { index: number; field: 'stock' | 'threshold'; label: string }) {
  const { values, errors, touched, getFieldProps } = useFormikContext<ProductFormValues>();
  const name = `variants.${index}.${field}`;
  const ids = fieldIds(`variants-${index}-${field}`);
  const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
  return (
    <>
      <label className={field === 'stock' ? 'visually-hidden' : 'small text-body-secondary'} htmlFor={ids.control}>
        {label}
      </label>
      <input
        {...getFieldProps(name)}
        value={values.variants[index][field]}
        id={ids.control}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
        aria-required
        className={`form-control form-control-sm${validityClass(Boolean(error))}`}
        style={{ width: '6.5rem' }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      <FieldError id={ids.error} message={error} />
    </>
  );
}

/** A cell of the variants grid: the variant's stock, and below it the stock at which it counts as low. */
export function VariantStockCell({ index }: { index: number }) {
  const { values } = useFormikContext<ProductFormValues>();
  const cell = values.variants[index];
  const label = variantLabel(cell.size, cell.colour);
  return (
    <td>
      <CellNumber index={index} field="stock" label={T.stockOf(label)} />
      <div className="mt-1">
        <CellNumber index={index} field="threshold" label={T.thresholdOf(label)} />
      </div>
    </td>
  );
}
