import type { Repositories } from '../../store';
import type { LowVariant } from './productVariants.repository';

/**
 * Of these variants (e.g. the ones an order just took stock from), those now at or below their
 * low-stock threshold, with their product's name. `trx`: the repositories of a transaction (or
 * the store), so the answer matches the stock the caller's transaction sees.
 */
export function variantsAtOrBelowThreshold(
  trx: Pick<Repositories, 'productVariants'>,
  variantIds: readonly number[],
): Promise<LowVariant[]> {
  return trx.productVariants.atOrBelowThreshold(variantIds);
}
