import type { OrderQuoteInput, PlaceOrderInput } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import type { OrderRecord, ProductRecord, UserRecord } from '../db/schema';
import type { Repositories } from '../db/store';
import { badRequest } from '../lib/httpError';
import { orderConfirmationMail } from '../mail/templates/orderConfirmation';
import { PRICING_MESSAGES, priceOrder, type OrderPricing } from './orderPricing';

/** `UE-20250901-00042`: the day it was placed and the order's id (seeded orders read `UE-2025-…`). */
export const orderNumberFor = (id: number, placedAt: number) =>
  `UE-${new Date(placedAt).toISOString().slice(0, 10).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;

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
          },
          (id) => orderNumberFor(id, now),
        );
        const accountUrl = `${config.publicUrl}/user/profile?tab=orders`;
        return { order: placed, mail: await ctx.outbox.enqueue(tx, orderConfirmationMail({ to: user.email, firstName: user.firstName, order: placed, accountUrl })) };
      });
      ctx.outbox.sendSoon([mail]);
      return order;
    },

    listOwn: (userId: number) => store.orders.listOwn(userId),
  };
}
