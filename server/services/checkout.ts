import type { OrderQuoteInput, PlaceOrderInput } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import type { OrderRecord, ProductRecord, UserRecord } from '../db/schema';
import type { Repositories } from '../db/store';
import { CANCELLED_ORDER_STATUS } from '../../src/shared/config/shop';
import { HttpError, badRequest, notFound } from '../lib/httpError';
import { orderCancellationMail } from '../mail/templates/orderCancellation';
import { orderConfirmationMail } from '../mail/templates/orderConfirmation';
import { PRICING_MESSAGES, mainImage, priceOrder, type OrderPricing } from './orderPricing';

/** `UE-20250901-00042`: the day it was placed and the order's id (seeded orders read `UE-2025-…`). */
export const orderNumberFor = (id: number, placedAt: number) =>
  `UE-${new Date(placedAt).toISOString().slice(0, 10).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;

export const ORDER_NOT_FOUND = 'Order not found';
export const cannotCancel = (status: string) =>
  status.trim().toLowerCase() === CANCELLED_ORDER_STATUS ? 'This order is already cancelled' : `This order is ${status.trim().toLowerCase()} and can no longer be cancelled`;

async function priceOrThrow(repos: Repositories, user: UserRecord, input: OrderQuoteInput): Promise<{ pricing: OrderPricing; products: ProductRecord[] }> {
  const products = await repos.catalogue.findProductsByIds([...new Set(input.items.map((item) => item.productId))]);
  const result = priceOrder({
    items: input.items,
    deliveryMethod: input.deliveryMethod,
    discountCode: input.discountCode,
    products,
    // APP10 is for the first order placed through checkout (seeded sample history does not count).
    hasEarlierOrder: await repos.orders.hasOnlineOrder(user.id),
  });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return { pricing: result.pricing, products };
}

/** The shop's checkout: quotes and orders, priced from the server's products only. */
export function checkoutService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'mailDomain'>) {
  const { store, clock, config } = ctx;

  return {
    /** What the order would cost now, for the checkout page (nothing is stored). */
    quote: async (user: UserRecord, input: OrderQuoteInput): Promise<OrderPricing> => (await priceOrThrow(store, user, input)).pricing,

    /**
     * Prices the order, takes its stock, stores it and queues its confirmation in one
     * transaction. Stock is taken with conditional updates, so it is never sold twice, and the
     * customer's row is locked first (PostgreSQL), so APP10 is used once however many orders the
     * customer sends at the same moment.
     */
    async place(user: UserRecord, input: PlaceOrderInput): Promise<OrderRecord> {
      const { order, mail } = await store.transaction(async (tx) => {
        await tx.users.lock(user.id);
        const { pricing } = await priceOrThrow(tx, user, input);
        for (const [index, line] of pricing.lines.entries()) {
          if (!(await tx.catalogue.takeStock(line.productId, line.quantity))) {
            // Sold a moment ago by another order: answer as pricing would with the stock now left.
            const left = (await tx.catalogue.findProduct(line.productId))?.stockQuantity ?? 0;
            throw badRequest(PRICING_MESSAGES.invalid, { [`items[${index}].quantity`]: [PRICING_MESSAGES.outOfStock(left)] });
          }
        }
        // The pictures are read again now that the products' rows are locked by the stock taken
        // (PostgreSQL): an image the admin replaces meanwhile is either not read here, or its
        // file's removal sees this order and keeps it (isMediaUsed).
        const images = new Map((await tx.catalogue.findProductsByIds(pricing.lines.map((line) => line.productId))).map((product) => [product.id, mainImage(product)]));
        const now = clock.now();
        const placed = await tx.orders.insert(
          {
            userId: user.id,
            orderDate: new Date(now).toISOString(),
            status: 'pending',
            items: pricing.lines.map((line, index) => ({
              id: index + 1,
              productId: line.productId,
              name: line.name,
              quantity: line.quantity,
              price: line.unitPrice,
              imageUrl: images.get(line.productId) ?? line.imageUrl,
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
          },
          (id) => orderNumberFor(id, now),
        );
        const accountUrl = `${config.publicUrl}/user/profile?tab=orders`;
        return { order: placed, mail: await ctx.outbox.enqueue(tx, orderConfirmationMail({ to: user.email, firstName: user.firstName, order: placed, accountUrl })) };
      });
      ctx.outbox.sendSoon([mail]);
      return order;
    },

    /**
     * The customer's right to cancel before shipping: the status changes only if it still allows
     * it (a conditional update, so two cancels or a cancel and a shipment cannot both win), and
     * the stock returns and the cancellation mail is queued in the same transaction.
     */
    async cancel(user: UserRecord, orderId: number): Promise<OrderRecord> {
      const { order, mail } = await store.transaction(async (tx) => {
        if (!(await tx.orders.cancelOwn(orderId, user.id))) {
          const current = await tx.orders.findOwn(orderId, user.id);
          if (!current) throw notFound(ORDER_NOT_FOUND);
          throw new HttpError(409, cannotCancel(current.status));
        }
        const cancelled = (await tx.orders.findOwn(orderId, user.id))!;
        for (const item of cancelled.items) if (item.productId !== null) await tx.catalogue.returnStock(item.productId, item.quantity);
        const accountUrl = `${config.publicUrl}/user/profile?tab=orders`;
        return { order: cancelled, mail: await ctx.outbox.enqueue(tx, orderCancellationMail({ to: user.email, firstName: user.firstName, order: cancelled, accountUrl })) };
      });
      ctx.outbox.sendSoon([mail]);
      return order;
    },

    listOwn: (userId: number) => store.orders.listOwn(userId),
  };
}
