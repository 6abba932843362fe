import {
  ORDER_MESSAGES,
  type GuestContact,
  type OrderQuoteInput,
  type PlaceOrderInput,
} from '../../../src/shared/contract/order';
import type { AppContext } from '../../context';
import type { OrderRecord } from './tables';
import type { UserRecord } from '../accounts';
import type { Repositories } from '../../store';
import { CANCELLED_ORDER_STATUS, ORDER_STATUS } from '../../../src/shared/config/shop';
import { HttpError, badRequest, notFound } from '../../platform/lib/httpError';
import { orderCancellationMail } from './mail/orderCancellation';
import { orderConfirmationMail } from './mail/orderConfirmation';
import { orderLinkFor } from './orderLinks';
import { PRICING_MESSAGES, mainImage, priceOrder, type OrderPricing } from './orderPricing';
import { paymentProviders, type PaymentInstructions } from '../payments';
import { gstStateCode } from './orderTax';
import { orderInvoices } from './orderInvoices';
import { orderStaffNotices } from './orderStaffNotices';
import { billingService } from '../billing';
import { claimKeysOf, type ClaimKey } from './firstOrderClaims';
import { newOrderNumber } from './orderNumbers';

export const ORDER_NOT_FOUND = 'Order not found';
export const cannotCancel = (status: string) =>
  status.trim().toLowerCase() === CANCELLED_ORDER_STATUS
    ? 'This order is already cancelled'
    : `This order is ${status.trim().toLowerCase()} and can no longer be cancelled`;

/**
 * What every cancellation does besides the status change, whoever asks for it (the customer, staff,
 * the lapse job): the order's stock returns, and an order never paid frees its APP10 claims (the
 * person may use the code on a real first order).
 */
export async function returnStockOf(tx: Repositories, order: OrderRecord): Promise<void> {
  for (const item of order.items)
    if (item.productId !== null) await tx.catalogue.returnStock(item.productId, item.variantId ?? null, item.quantity);
  if (order.paidAt === null && order.paymentStatus !== 'paid') await tx.firstOrderClaims.release(order.id);
}

/** Who places the order: a logged-in customer, or a guest with the contact they typed. */
export type Buyer = { user: UserRecord } | { guest: GuestContact };

const contactOf = (buyer: Buyer) =>
  'user' in buyer
    ? {
        name: `${buyer.user.firstName} ${buyer.user.lastName}`.trim(),
        email: buyer.user.email.toLowerCase(),
        phone: buyer.user.phone,
      }
    : { name: buyer.guest.name, email: buyer.guest.email.toLowerCase(), phone: buyer.guest.phone };

/**
 * APP10 is for one first order per person (seeded sample history does not count): refused when
 * the account or e-mail placed an order through checkout before, or when any of the buyer's keys
 * (normalised e-mail, phone, delivery address: `firstOrderClaims.ts`) is claimed by an order that
 * took the code and was not cancelled or lapsed unpaid. A quote with a code is checked by what was
 * typed so far, so the code is refused at the quote with the reason rather than at Place order;
 * that tells no more than placing the order would.
 */
async function hasEarlierOrder(
  repos: Repositories,
  buyer: { user: UserRecord } | { guest: Pick<GuestContact, 'email'> } | null,
  keys: ClaimKey[],
): Promise<boolean> {
  if (buyer && 'user' in buyer) {
    if (await repos.orders.hasOnlineOrder(buyer.user.id)) return true;
    if (await repos.orders.hasOnlineOrderByEmail(buyer.user.email)) return true;
  } else if (buyer && (await repos.orders.hasOnlineOrderByEmail(buyer.guest.email))) return true;
  return repos.firstOrderClaims.anyClaimed(keys);
}

/** What a quote with a code knows of the buyer: the account, or what a guest typed so far. */
function quoteBuyer(user: UserRecord | null, input: OrderQuoteInput) {
  const address =
    input.deliveryStreet && input.deliveryZipCode
      ? { street: input.deliveryStreet, zipCode: input.deliveryZipCode }
      : null;
  const email = user ? user.email : input.guestEmail;
  const phones = [user ? user.phone : input.guestPhone, input.recipientPhone];
  return {
    buyer: user ? { user } : email ? { guest: { email } } : null,
    keys: claimKeysOf({ email, phones, address }),
  };
}

const firstOrderRefused = () =>
  badRequest(PRICING_MESSAGES.firstOrderOnly, { discountCode: [PRICING_MESSAGES.firstOrderOnly] });

async function priceOrThrow(
  repos: Repositories,
  buyer: Parameters<typeof hasEarlierOrder>[1],
  keys: ClaimKey[],
  input: Pick<OrderQuoteInput, 'items' | 'deliveryMethod' | 'discountCode' | 'deliveryState'> & { buyerGstin?: string },
  sellerState: string,
): Promise<OrderPricing> {
  if (input.deliveryState && !gstStateCode(input.deliveryState))
    throw badRequest(ORDER_MESSAGES.deliveryState, { deliveryState: [ORDER_MESSAGES.deliveryState] });
  const products = await repos.catalogue.findProductsByIds([...new Set(input.items.map((item) => item.productId))]);
  const result = priceOrder({
    items: input.items,
    deliveryMethod: input.deliveryMethod,
    discountCode: input.discountCode,
    products,
    // Only a code needs the buyer's history.
    hasEarlierOrder: input.discountCode?.trim() ? await hasEarlierOrder(repos, buyer, keys) : false,
    deliveryState: input.deliveryState ?? null,
    sellerState,
    buyerGstin: input.buyerGstin ?? null,
  });
  if (!result.ok) throw badRequest(result.message, result.errors);
  return result.pricing;
}

/** The shop's checkout: quotes and orders, priced from the server's products only. */
export function checkoutService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'mailDomain'>) {
  const { store, clock, config } = ctx;
  const providers = paymentProviders(ctx);
  const invoices = orderInvoices(ctx);
  const notices = orderStaffNotices(ctx);
  const stamp = () => new Date(clock.now()).toISOString();
  const billing = billingService(ctx);
  // The seller's registered state as staff keep it (settings), which decides CGST + SGST or IGST.
  const sellerState = async (repos: Repositories) => (await billing.sellerProfile(repos)).state;

  return {
    /** What the order would cost now, for the checkout page (nothing is stored). */
    quote: async (user: UserRecord | null, input: OrderQuoteInput): Promise<OrderPricing> => {
      const { buyer, keys } = quoteBuyer(user, input);
      return priceOrThrow(store, buyer, keys, input, await sellerState(store));
    },

    /**
     * Prices the order, takes its stock, stores it with its first timeline event and queues its
     * confirmation in one transaction. Stock is taken with conditional updates, so it is never
     * sold twice. An order with APP10 claims the buyer's keys (e-mail, phones, address) in the
     * same transaction; the claims' unique index refuses a second claim of any of them, so APP10
     * is used once per person however many orders arrive at the same moment.
     */
    async place(
      buyer: Buyer,
      input: PlaceOrderInput,
    ): Promise<{ order: OrderRecord; payment: PaymentInstructions | null }> {
      const contact = contactOf(buyer);
      const provider = providers[input.paymentMethod];
      if (!provider.offered)
        throw badRequest(ORDER_MESSAGES.methodUnavailable, { paymentMethod: [ORDER_MESSAGES.methodUnavailable] });
      const keys = claimKeysOf({
        email: contact.email,
        phones: [contact.phone, input.shippingAddress.recipientPhone],
        address: input.shippingAddress,
      });
      const { order, mail } = await store.transaction(async (tx) => {
        if ('user' in buyer) await tx.users.lock(buyer.user.id);
        await tx.orders.lockEmail(contact.email);
        // The place of supply is where the goods are delivered.
        const pricing = await priceOrThrow(
          tx,
          buyer,
          keys,
          { ...input, deliveryState: input.shippingAddress.state },
          await sellerState(tx),
        );
        for (const [index, line] of pricing.lines.entries()) {
          if (!(await tx.catalogue.takeStock(line.productId, line.variantId ?? null, line.quantity))) {
            // Sold a moment ago by another order: answer as pricing would with the stock now left.
            const product = await tx.catalogue.findProduct(line.productId);
            const left =
              (line.variantId
                ? product?.variants.find((variant) => variant.id === line.variantId)?.stockQuantity
                : product?.stockQuantity) ?? 0;
            throw badRequest(PRICING_MESSAGES.invalid, {
              [`items[${index}].quantity`]: [PRICING_MESSAGES.outOfStock(left)],
            });
          }
        }
        // The pictures are read again now that the products' rows are locked by the stock taken
        // (PostgreSQL): an image the admin replaces meanwhile is either not read here, or its
        // file's removal sees this order and keeps it (isMediaUsed).
        const images = new Map(
          (await tx.catalogue.findProductsByIds(pricing.lines.map((line) => line.productId))).map((product) => [
            product.id,
            mainImage(product),
          ]),
        );
        const now = clock.now();
        const { status, paymentStatus } = provider.initial();
        const placed = await tx.orders.insert(
          {
            userId: 'user' in buyer ? buyer.user.id : null,
            orderDate: new Date(now).toISOString(),
            status,
            items: pricing.lines.map((line, index) => ({
              id: index + 1,
              productId: line.productId,
              variantId: line.variantId ?? null,
              name: line.name,
              quantity: line.quantity,
              price: line.unitPrice,
              imageUrl: images.get(line.productId) ?? line.imageUrl,
              ...(line.size ? { size: line.size } : {}),
              ...(line.colour ? { colour: line.colour } : {}),
              tax: line.tax,
            })),
            subtotal: pricing.subtotal,
            shippingCost: pricing.shippingCost,
            discount: pricing.discount,
            discountCode: pricing.discountCode,
            totalAmount: pricing.totalAmount,
            shippingAddress: { ...input.shippingAddress },
            deliveryMethod: pricing.deliveryMethod,
            paymentMethod: provider.method,
            paymentStatus,
            paidAt: null,
            // An order awaiting payment holds its stock this long; the lapse job releases it after.
            payBy:
              status === ORDER_STATUS.awaitingPayment
                ? new Date(now + config.paymentHoldMinutes * 60_000).toISOString()
                : null,
            channel: 'online',
            customerName: contact.name,
            customerEmail: contact.email,
            customerPhone: contact.phone,
            courierName: null,
            trackingNumber: null,
            shippedAt: null,
            deliveredAt: null,
            tax: pricing.tax,
          },
          newOrderNumber,
        );
        // Refused when an order committed a moment ago claimed one of the keys (the check above
        // could not see it yet); throwing rolls the whole order back.
        if (pricing.discountCode && !(await tx.firstOrderClaims.claim(placed.id, keys, placed.orderDate)))
          throw firstOrderRefused();
        await tx.orderHistory.addEvent({
          orderId: placed.id,
          at: placed.orderDate,
          status,
          note: `Order placed (${provider.label})`,
          actor: 'user' in buyer ? 'customer' : 'guest',
        });
        await notices.placed(tx, placed, 'user' in buyer ? 'customer' : 'guest', provider.label);
        for (const line of pricing.lines) {
          await notices.stockTaken(tx, {
            productId: line.productId,
            variantId: line.variantId ?? null,
            name: line.name,
            size: line.size,
            colour: line.colour,
            quantity: line.quantity,
            ...(await tx.catalogue.stockLeft(line.productId, line.variantId ?? null)),
            orderNumber: placed.orderNumber ?? String(placed.id),
          });
        }
        const link = orderLinkFor(config, placed);
        const message = orderConfirmationMail({
          to: contact.email,
          order: placed,
          accountUrl: link.href,
          accountLabel: link.label,
          upiLink: provider.payLink(placed) ?? undefined,
          siteUrl: config.publicUrl,
        });
        // Cash on delivery is confirmed as placed: its tax invoice goes with the confirmation.
        // A prepaid order's is issued when its payment arrives (markPaid).
        const invoice = paymentStatus === 'due_on_delivery' ? await invoices.issue(tx, placed) : null;
        const mailed = invoice ? { ...message, attachments: [invoice] } : message;
        return { order: placed, mail: await ctx.outbox.enqueue(tx, mailed) };
      });
      ctx.outbox.sendSoon([mail]);
      return { order, payment: await provider.instructions(order) };
    },

    /**
     * The customer's right to cancel before shipping: the status changes only if it still allows
     * it (a conditional update, so two cancels or a cancel and a shipment cannot both win), and
     * the stock returns, the timeline records it and the cancellation mail is queued in the same
     * transaction.
     */
    async cancel(user: UserRecord, orderId: number): Promise<OrderRecord> {
      const { order, mail } = await store.transaction(async (tx) => {
        if (!(await tx.orders.cancelOwn(orderId, user.id))) {
          const current = await tx.orders.findOwn(orderId, user.id);
          if (!current) throw notFound(ORDER_NOT_FOUND);
          throw new HttpError(409, cannotCancel(current.status));
        }
        const cancelled = (await tx.orders.findOwn(orderId, user.id))!;
        await returnStockOf(tx, cancelled);
        const credit = await invoices.creditCancellation(tx, cancelled);
        await tx.orderHistory.addEvent({
          orderId,
          at: stamp(),
          status: CANCELLED_ORDER_STATUS,
          note: `Cancelled by the customer${credit ? ` (credit note ${credit.document.number})` : ''}`,
          actor: 'customer',
        });
        await notices.cancelledByCustomer(tx, cancelled);
        const link = orderLinkFor(config, cancelled);
        return {
          order: cancelled,
          mail: await ctx.outbox.enqueue(tx, {
            ...orderCancellationMail({
              to: cancelled.customerEmail || user.email,
              order: cancelled,
              accountUrl: link.href,
              siteUrl: config.publicUrl,
            }),
            ...(credit ? { attachments: [credit.attachment] } : {}),
          }),
        };
      });
      ctx.outbox.sendSoon([mail]);
      return order;
    },

    listOwn: (userId: number) => store.orders.listOwn(userId),
  };
}
