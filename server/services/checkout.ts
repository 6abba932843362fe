import type { OrderQuoteInput, PlaceOrderInput } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import type { OrderRecord } from '../db/repositories/orders';
import type { UserRecord } from '../db/schema';
import { badRequest } from '../lib/httpError';
import { priceOrder, type OrderPricing, type PricingProduct } from './orderPricing';

/** `UE-20250901-00042`: the day it was placed and the order's id (seeded orders read `UE-2025-…`). */
export const orderNumberFor = (id: number, placedAt: number) =>
  `UE-${new Date(placedAt).toISOString().slice(0, 10).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;

function priceOrThrow(products: readonly PricingProduct[], orders: readonly OrderRecord[], user: UserRecord, input: OrderQuoteInput): OrderPricing {
  const result = priceOrder({
    items: input.items,
    deliveryMethod: input.deliveryMethod,
    discountCode: input.discountCode,
    products,
    // APP10 is for the first order placed through checkout (seeded sample history does not count).
    hasEarlierOrder: orders.some((order) => order.userId === user.id && order.channel === 'online'),
  });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.pricing;
}

/** What the order would cost now, for the checkout page (nothing is stored). */
export function quoteOrder(ctx: AppContext, user: UserRecord, input: OrderQuoteInput): OrderPricing {
  return priceOrThrow(ctx.db.all('products'), ctx.db.all('orders'), user, input);
}

/**
 * Prices and stores the order in one synchronous step on the live data, so orders arriving
 * together are all stored, stock is never sold twice and APP10 is used once.
 */
export function placeOrder(ctx: AppContext, user: UserRecord, input: PlaceOrderInput): OrderRecord {
  return ctx.db.mutate((state) => {
    const pricing = priceOrThrow(state.products, state.orders, user, input);
    const id = ctx.db.nextId('orders');
    const now = ctx.clock.now();
    const order: OrderRecord = {
      id,
      userId: user.id,
      orderNumber: orderNumberFor(id, now),
      orderDate: new Date(now).toISOString(),
      status: 'pending',
      items: pricing.lines.map((line, index) => ({
        id: index + 1,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        price: line.unitPrice,
        imageUrl: line.imageUrl,
        ...(line.size ? { size: line.size } : {}),
        ...(line.colour ? { colour: line.colour } : {}),
      })),
      subtotal: pricing.subtotal,
      shippingCost: pricing.shippingCost,
      discount: pricing.discount,
      discountCode: pricing.discountCode,
      totalAmount: pricing.totalAmount,
      shippingAddress: { ...input.shippingAddress },
      deliveryMethod: pricing.deliveryMethod,
      paymentMethod: 'cod',
      channel: 'online',
    };
    for (const line of pricing.lines) {
      const product = state.products.find((candidate) => candidate.id === line.productId);
      if (product) product.stockQuantity -= line.quantity;
    }
    state.orders.push(order);
    return order;
  });
}
