import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { Product } from '@/shared/contract/product';
import { isLowStock, productStockBreakdown, productStockTotal } from '@/shared/contract/productStock';
import { PRODUCT_TABLE_TEXT as T } from '../model/text';

/**
 * The table's stock: the total a product has to sell (its variants' sum), then each size/colour's
 * stock, and a "Low stock" badge when one of them is at or below its threshold.
 */
export function ProductStockCell({ product }: { product: Product }) {
  const breakdown = productStockBreakdown(product);
  return (
    <>
      <span className="fw-semibold">{productStockTotal(product)}</span>
      {breakdown.length > 0 && (
        <small className="d-block text-body-secondary">
          {'('}
          {breakdown.map((variant, index) => (
            <Fragment key={variant.label}>
              {index > 0 && ' · '}
              <span className={variant.low ? 'text-danger-emphasis fw-semibold' : undefined}>
                {`${variant.label} ${variant.stock}`}
                {variant.low && <span className="visually-hidden">{` ${T.lowSize}`}</span>}
              </span>
            </Fragment>
          ))}
          {')'}
        </small>
      )}
      {isLowStock(product) && (
        <Badge bg="warning" text="dark" className="mt-1">
          {T.lowStock}
        </Badge>
      )}
    </>
  );
}
