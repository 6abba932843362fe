import { Router, type Request } from 'express';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '../../src/content/indianStates';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, createAddressSchema, type AddressFields } from '../../src/shared/validation/address';
import type { AppContext } from '../context';
import { deleteAddress, insertAddress, listAddresses, toPublicAddress, updateAddress } from '../db/repositories/addresses';
import { sendOk } from '../lib/envelope';
import { conflict, notFound } from '../lib/httpError';
import { validateBody } from '../middleware/validate';

/** The same rules as the client's address form. Unknown keys (`id`, `userId`...) are dropped. */
export const addressSchema = createAddressSchema({ states: INDIAN_STATES_AND_UNION_TERRITORIES, countries: [ADDRESS_COUNTRY] });

const NOT_FOUND = 'Address not found';

/** A positive integer id from the path; anything else cannot name an address. */
function addressId(req: Request): number {
  const raw = req.params.id ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(NOT_FOUND);
  return id;
}

/**
 * `/api/Address`: a customer's own saved addresses. Another user's address answers 404 exactly
 * like a missing one (never 403, never the record), so ids reveal nothing.
 */
export function addressRoutes(ctx: AppContext): Router {
  const { db, clock } = ctx;
  const router = Router();
  router.use(ctx.auth.requireAuth);

  router.get('/user', (req, res) => {
    sendOk(res, listAddresses(db, req.user!.id).map(toPublicAddress), 'Addresses loaded');
  });

  router.post('/', validateBody(addressSchema), (req, res) => {
    const userId = req.user!.id;
    if (listAddresses(db, userId).length >= ADDRESS_LIMITS.maxPerUser) throw conflict(ADDRESS_MESSAGES.tooMany);
    const record = insertAddress(db, userId, req.body as AddressFields, clock.now());
    sendOk(res, toPublicAddress(record), 'Address added', 201);
  });

  router.put('/:id', validateBody(addressSchema), (req, res) => {
    const record = updateAddress(db, req.user!.id, addressId(req), req.body as AddressFields, clock.now());
    if (!record) throw notFound(NOT_FOUND);
    sendOk(res, toPublicAddress(record), 'Address updated');
  });

  router.delete('/:id', (req, res) => {
    if (!deleteAddress(db, req.user!.id, addressId(req))) throw notFound(NOT_FOUND);
    sendOk(res, null, 'Address deleted');
  });

  return router;
}
