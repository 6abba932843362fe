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
  };
  const { currentData, isFetching, error, refetch } = useQuoteOrderQuery(args, {
    skip: items.length === 0 || !painted,
  });
  return { quote: currentData, updating: isFetching, error, refetch };
}
