import type { PlaceOrderInput, OrderQuoteInput } from '../../src/shared/validation/order';
import type { PlacedOrder } from '../../src/shared/api/types';
import type { PaymentMethod } from '../../src/shared/config/shop';
import type { AppContext } from '../context';
import type { UserRecord } from '../db/schema';
import { badRequest } from '../lib/httpError';
import { priceOrder, type OrderPricing, type PricingProduct } from './orderPricing';

/** What checkout stores for an order (the spec's Order fields plus the pricing and delivery). */
export interface CheckoutOrderRecord extends PlacedOrder {
  userId: number;
  /** Orders placed through the site's checkout; APP10 is for a customer's first one. */
  channel: 'online';
}

/** The order as its customer sees it. */
export const toPlacedOrderView = ({ userId: _userId, channel: _channel, ...order }: CheckoutOrderRecord): PlacedOrder => order;

/** `UE-20250901-00042`: the date it was placed and the order's id. */
export const orderNumberFor = (id: number, placedAt: number) =>
  `UE-${new Date(placedAt).toISOString().slice(0, 10).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;

type StoredOrder = Partial<CheckoutOrderRecord>;

function priceOrThrow(products: PricingProduct[], orders: StoredOrder[], user: UserRecord, input: OrderQuoteInput): OrderPricing {
  const result = priceOrder({
    items: input.items,
    deliveryMethod: input.deliveryMethod,
    discountCode: input.discountCode,
    products,
    hasEarlierOrder: orders.some((order) => order.userId === user.id && order.channel === 'online'),
  });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.pricing;
}

/** What the order would cost now, for the checkout page (nothing is stored). */
export function quoteOrder(ctx: AppContext, user: UserRecord, input: OrderQuoteInput): OrderPricing {
  return priceOrThrow(ctx.db.all('products') as PricingProduct[], ctx.db.all('orders') as StoredOrder[], user, input);
}

/**
 * Prices and stores the order in one synchronous step on the live data, so two orders arriving
 * together are both stored, stock is never sold twice and APP10 is used once.
 */
export function placeOrder(ctx: AppContext, user: UserRecord, input: PlaceOrderInput): CheckoutOrderRecord {
  const products = ctx.db.all('products') as PricingProduct[];
  const orders = ctx.db.all('orders') as StoredOrder[];
  return ctx.db.mutate(() => {
    const pricing = priceOrThrow(products, orders, user, input);
    const id = ctx.db.nextId('orders');
    const now = ctx.clock.now();
    const order: CheckoutOrderRecord = {
      id,
      userId: user.id,
      orderNumber: orderNumberFor(id, now),
      orderDate: new Date(now).toISOString(),
      status: 'pending',
      totalAmount: pricing.totalAmount,
      items: pricing.lines.map((line) => ({
        id: line.productId,
        name: line.name,
        quantity: line.quantity,
        imageUrl: line.imageUrl,
        price: line.unitPrice,
        ...(line.size ? { size: line.size } : {}),
        ...(line.colour ? { colour: line.colour } : {}),
      })),
      channel: 'online',
      subtotal: pricing.subtotal,
      shippingCost: pricing.shippingCost,
      discount: pricing.discount,
      discountCode: pricing.discountCode,
      deliveryMethod: pricing.deliveryMethod,
      paymentMethod: input.paymentMethod as PaymentMethod,
      shippingAddress: input.shippingAddress,
    };
    for (const line of pricing.lines) {
      const product = products.find((candidate) => candidate.id === line.productId);
      if (product) product.stockQuantity -= line.quantity;
    }
    orders.push(order);
    return order;
  });
}
