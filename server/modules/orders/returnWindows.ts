import type { ReturnWindow } from '../../../src/shared/contract/orderReturn';
import type { Repositories } from '../../store';
import type { OrderRecord } from './tables';
import { returnDaysFor, returnableUntil } from './returnPolicy';

export const RETURN_ERRORS = {
  notDelivered: 'Items can be returned once the order has been delivered',
  unknownLine: 'This item is not part of the order',
  period: (until: string) => `The return period for this item ended on ${until}`,
  already: 'A return for this item has already been requested',
  tooMany: (name: string, left: number) => `Only ${left} of ${name} can still be returned`,
} as const;

/** Until when each line may be returned (null: not delivered, so not yet). */
export async function returnWindows(repos: Repositories, order: OrderRecord): Promise<ReturnWindow[]> {
  if (!order.deliveredAt) return order.items.map((item) => ({ lineNo: item.id, returnableUntil: null }));
  const productIds = order.items.map((item) => item.productId).filter((id): id is number => id !== null);
  const products = await repos.catalogue.findProductsByIds(productIds);
  // A product deleted since has no category any more: the default period applies.
  const slugOf = (productId: number | null) => products.find((candidate) => candidate.id === productId)?.categorySlug;
  return order.items.map((item) => ({
    lineNo: item.id,
    returnableUntil: returnableUntil(order.deliveredAt!, returnDaysFor(slugOf(item.productId))),
  }));
}
