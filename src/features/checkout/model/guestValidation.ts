import type { GuestContact } from '@/shared/contract/order';
import type { GuestErrors } from './types';

/** The server's own rules for a guest's details (yup is loaded only when a guest places an order). */
export async function validateGuest(guest: GuestContact): Promise<GuestErrors> {
  const { guestContactSchema } = await import(/* webpackChunkName: "validation-order" */ '@/shared/contract/order');
  try {
    await guestContactSchema.validate(guest, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: GuestErrors = {};
    for (const inner of (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) {
      const field = inner.path as keyof GuestErrors | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}
