import type { FieldErrors } from '../../../src/shared/contract/envelope';
import type { OrderQuote, OrderQuoteLine } from '../../../src/shared/contract/order';
import {
  FIRST_ORDER_CODE,
  FIRST_ORDER_DISCOUNT_PERCENT,
  type DeliveryMethod,
  type ProductColour,
  type ProductSize,
} from '../../../src/shared/config/shop';
import { shippingCost } from '../../../src/content/policies/shipping';
import type { GstRate } from '../../../src/shared/contract/productTax';
import { orderTaxSnapshot } from './orderTax';

/** What pricing needs of a product record (the products collection's shape has more). */
export interface PricingProduct {
  id: number;
  name: string;
  price: number;
  salePrice: number | null;
  isActive: boolean;
  stockQuantity: number;
  images: Array<{ imageUrl: string }>;
  mainImageIndex: number;
  hsnCode: string;
  gstRate: GstRate;
  /** Sizes/colours with their own stock; empty for a product sold from `stockQuantity`. */
  variants?: Array<{ id: number; size: string; colour: string; stockQuantity: number }>;
}

export interface OrderLineInput {
  productId: number;
  variantId?: number;
  quantity: number;
  size?: ProductSize;
  colour?: ProductColour;
}

export type PricedLine = OrderQuoteLine;

/** Every amount in rupees (two decimals at most). */
export type OrderPricing = OrderQuote;

export type PricingResult = { ok: true; pricing: OrderPricing } | { ok: false; message: string; errors: FieldErrors };

export const PRICING_MESSAGES = {
  invalid: 'Some items in your order cannot be bought',
  unknownProduct: 'This product does not exist',
  chooseVariant: 'Please choose a size or colour for this product',
  unknownVariant: 'This size or colour is not offered for this product',
  unavailable: 'This product is no longer available',
  outOfStock: (left: number) => (left > 0 ? `Only ${left} left in stock` : 'This product is out of stock'),
  unknownCode: 'This discount code is not valid',
  firstOrderOnly: `${FIRST_ORDER_CODE} is for your first order only, and you have already placed an order`,
} as const;

// Amounts are added up in paise (integers), so no floating-point error reaches a total.
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/** The price a customer pays: the sale price when the record has one. */
export const unitPrice = (product: Pick<PricingProduct, 'price' | 'salePrice'>) =>
  typeof product.salePrice === 'number' ? product.salePrice : product.price;

/** The picture a product shows first (an order item keeps it). */
export const mainImage = (product: Pick<PricingProduct, 'images' | 'mainImageIndex'>) =>
  product.images[product.mainImageIndex]?.imageUrl ?? product.images[0]?.imageUrl ?? '';

/**
 * APP10 (spec: Business constants): 10% of the subtotal, rounded to the nearest whole rupee (halves up). Shipping
 * is never discounted.
 */
export const firstOrderDiscount = (subtotalPaise: number) =>
  Math.round((subtotalPaise * FIRST_ORDER_DISCOUNT_PERCENT) / 100 / 100) * 100;

/**
 * Prices an order from the server's product records only. The shipping band is chosen by the
 * subtotal before any discount. `hasEarlierOrder` says whether the customer already placed an
 * order through checkout (APP10 is for the first one).
 */
export function priceOrder(input: {
  items: OrderLineInput[];
  deliveryMethod: DeliveryMethod;
  discountCode?: string | null;
  products: readonly PricingProduct[];
  hasEarlierOrder: boolean;
  /** Where the goods go (place of supply), when known, and the seller's registered state. */
  deliveryState?: string | null;
  sellerState: string;
  buyerGstin?: string | null;
}): PricingResult {
  const errors: FieldErrors = {};
  // Per stock source (a product, or one of its variants): how many the order takes in all.
  const wanted = new Map<string, number>();
  const lines: Array<Omit<PricedLine, 'tax'>> = [];
  const rates: Array<Pick<PricingProduct, 'hsnCode' | 'gstRate'>> = [];

  input.items.forEach((item, index) => {
    const product = input.products.find((candidate) => candidate.id === item.productId);
    if (!product || !product.isActive) {
      errors[`items[${index}].productId`] = [product ? PRICING_MESSAGES.unavailable : PRICING_MESSAGES.unknownProduct];
      return;
    }
    // A product with variants sells one of them (its stock, size and colour); one without sells itself.
    const variants = product.variants ?? [];
    const variant = variants.length > 0 ? variants.find((candidate) => candidate.id === item.variantId) : undefined;
    if (variants.length > 0 && !variant) {
      errors[`items[${index}].variantId`] = [
        item.variantId === undefined ? PRICING_MESSAGES.chooseVariant : PRICING_MESSAGES.unknownVariant,
      ];
      return;
    }
    if (variants.length === 0 && item.variantId !== undefined) {
      errors[`items[${index}].variantId`] = [PRICING_MESSAGES.unknownVariant];
      return;
    }
    const source = variant ? `v${variant.id}` : `p${product.id}`;
    const stock = variant ? variant.stockQuantity : product.stockQuantity;
    const total = (wanted.get(source) ?? 0) + item.quantity;
    wanted.set(source, total);
    if (total > stock) {
      errors[`items[${index}].quantity`] = [PRICING_MESSAGES.outOfStock(Math.max(0, stock - (total - item.quantity)))];
      return;
    }
    const size = variant ? variant.size || undefined : item.size;
    const colour = variant ? variant.colour || undefined : item.colour;
    const unit = toPaise(unitPrice(product));
    rates.push({ hsnCode: product.hsnCode, gstRate: product.gstRate });
    lines.push({
      productId: product.id,
      name: product.name,
      imageUrl: mainImage(product),
      unitPrice: toRupees(unit),
      quantity: item.quantity,
      lineTotal: toRupees(unit * item.quantity),
      ...(variant ? { variantId: variant.id } : {}),
      ...(size ? { size: size as ProductSize } : {}),
      ...(colour ? { colour: colour as ProductColour } : {}),
    });
  });

  const code = input.discountCode?.trim().toUpperCase() || null;
  if (code && code !== FIRST_ORDER_CODE) errors.discountCode = [PRICING_MESSAGES.unknownCode];
  else if (code && input.hasEarlierOrder) errors.discountCode = [PRICING_MESSAGES.firstOrderOnly];

  if (Object.keys(errors).length > 0) {
    const onlyCode = Object.keys(errors).length === 1 && errors.discountCode;
    return { ok: false, message: onlyCode ? errors.discountCode[0] : PRICING_MESSAGES.invalid, errors };
  }

  const subtotal = lines.reduce((sum, line) => sum + toPaise(line.lineTotal), 0);
  const shipping = toPaise(shippingCost(toRupees(subtotal), input.deliveryMethod));
  const discount = code ? firstOrderDiscount(subtotal) : 0;
  const tax = orderTaxSnapshot({
    lines: lines.map((line, index) => ({ amountPaise: toPaise(line.lineTotal), ...rates[index] })),
    discountPaise: discount,
    shippingPaise: shipping,
    deliveryState: input.deliveryState ?? null,
    sellerState: input.sellerState,
    buyerGstin: input.buyerGstin ?? null,
  });
  return {
    ok: true,
    pricing: {
      lines: lines.map((line, index) => ({ ...line, tax: tax.lines[index] })),
      tax: tax.order,
      subtotal: toRupees(subtotal),
      shippingCost: toRupees(shipping),
      discount: toRupees(discount),
      discountCode: code,
      totalAmount: toRupees(subtotal - discount + shipping),
      deliveryMethod: input.deliveryMethod,
    },
  };
}
