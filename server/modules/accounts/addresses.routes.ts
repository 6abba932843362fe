import { Router, type Request } from 'express';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '../../../src/content/indianStates';
import { createAddressSchema, type AddressInput } from '../../../src/shared/contract/address';
import type { AppContext } from '../../context';
import { toPublicAddress } from './addresses.repository';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { validateBody } from '../../platform/middleware/validate';
import { ADDRESS_NOT_FOUND, addressService } from './addresses.service';

/** The same rules as the client's address form. Unknown keys (`id`, `userId`...) are dropped. */
export const addressSchema = createAddressSchema({
  states: INDIAN_STATES_AND_UNION_TERRITORIES,
  countries: [ADDRESS_COUNTRY],
});

/** A positive integer id from the path; anything else cannot name an address. */
function addressId(req: Request): number {
  const raw = req.params.id ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}

/**
 * `/api/Address`: a customer's own saved addresses. Another user's address answers 404 exactly
 * like a missing one (never 403, never the record), so ids reveal nothing.
 */
export function addressRoutes(ctx: AppContext): Router {
  const addresses = addressService(ctx);
  const router = Router();
  router.use(ctx.auth.requireAuth);

  router.get(
    '/user',
    asyncHandler(async (req, res) => {
      sendOk(res, (await addresses.list(req.user!.id)).map(toPublicAddress), 'Addresses loaded');
    }),
  );

  router.post(
    '/',
    validateBody(addressSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, toPublicAddress(await addresses.add(req.user!.id, req.body as AddressInput)), 'Address added', 201);
    }),
  );

  router.put(
    '/:id',
    validateBody(addressSchema),
    asyncHandler(async (req, res) => {
      sendOk(
        res,
        toPublicAddress(await addresses.update(req.user!.id, addressId(req), req.body as AddressInput)),
        'Address updated',
      );
    }),
  );

  router.delete(
    '/:id',
    asyncHandler(async (req, res) => {
      await addresses.remove(req.user!.id, addressId(req));
      sendOk(res, null, 'Address deleted');
    }),
  );

  return router;
}
