import { useMemo } from 'react';
import { orderLines, type CartLine } from '@/features/cart';
import { fieldErrors } from '@/shared/api';
import type { DeliveryMethod } from '@/shared/config/shop';
import { EMAIL_PATTERN } from '@/shared/contract/fields/email';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useQuoteOrderQuery } from '../api/checkoutApi';

/** Per bag line index, the server's message about it (`items[2].quantity` -> 2). */
export function lineErrorsOf(error: unknown): Record<number, string> {
  const result: Record<number, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors(error) ?? {})) {
    const match = /^items\[(\d+)\]/.exec(field);
    if (match && messages[0]) result[Number(match[1])] ??= messages[0];
  }
  return result;
}

export interface QuoteBuyer {
  guestPhone?: string;
  address?: { recipientPhone?: string; street?: string; zipCode?: string };
}

/** A phone once it has its ten digits (not at every key press before). */
const wholePhone = (phone?: string) => (phone && phone.replace(/\D/g, '').length >= 10 ? phone.trim() : undefined);

/** The quote's fields for APP10's one-per-person check; absent ones are left out. */
function claimFields({ guestPhone, address }: QuoteBuyer) {
  const fields = {
    guestPhone: wholePhone(guestPhone),
    recipientPhone: wholePhone(address?.recipientPhone),
    deliveryStreet: address?.street?.trim() || undefined,
    deliveryZipCode: address?.zipCode?.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * The server's price of the bag for the chosen delivery and code (and a guest's e-mail while a code
 * is applied), fetched again when any of them changes. The first check starts once the page has
 * been painted with the bag's own figures.
 */
export function useOrderQuote(
  lines: CartLine[],
  deliveryMethod: DeliveryMethod,
  discountCode: string | null,
  /** A guest's e-mail, once it looks like one: a code is checked against it as the order will be. */
  guestEmail?: string,
  /** The delivery address's state once chosen: the quote then splits GST as the order will. */
  deliveryState?: string,
  /** With a code: the guest's phone and the chosen address, by which APP10 is one per person too. */
  buyer: QuoteBuyer = {},
) {
  const items = useMemo(() => orderLines(lines), [lines]);
  const painted = useAfterFirstPaint();
  const email = discountCode && guestEmail && EMAIL_PATTERN.test(guestEmail.trim()) ? guestEmail.trim() : undefined;
  const args = {
    items,
    deliveryMethod,
    ...(discountCode ? { discountCode } : {}),
    ...(email ? { guestEmail: email.toLowerCase() } : {}),
    ...(deliveryState ? { deliveryState } : {}),
    ...(discountCode ? claimFields(buyer) : {}),
  };
  const { currentData, isFetching, error, refetch } = useQuoteOrderQuery(args, {
    skip: items.length === 0 || !painted,
  });
  return { quote: currentData, updating: isFetching, error, refetch };
}
