import type { GuestContact, PlacedOrderResult } from '@/shared/contract/order';

/** Handed by checkout to the confirmation page, which otherwise loads the customer's order. */
export interface ConfirmationState {
  order: PlacedOrderResult;
  /** A guest's details, offered for a new account on the confirmation page. */
  guest?: GuestContact;
}

/** Per field of a guest's details, the first thing wrong with it. */
export type GuestErrors = Partial<Record<keyof GuestContact, string>>;
