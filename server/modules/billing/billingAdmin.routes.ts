import { Router } from 'express';
import type { SellerProfileInput } from '../../../src/shared/contract/sellerProfile';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { validateBody } from '../../platform/middleware/validate';
import { billingService } from './billing.service';
import { monthParam } from './gstr1';
import { sellerProfileSchema } from './sellerProfile.service';

/** A document number as a file name: `UE/26-27/000123` -> `UE-26-27-000123.pdf`. */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * The back office's billing, under /api/admin/billing (Admin only, checked by the admin router):
 * the seller profile, the month's tax documents, a document's PDF and the GSTR-1 CSV.
 */
export function billingAdminRoutes(ctx: AppContext): Router {
  const billing = billingService(ctx);
  const { store } = ctx;
  const router = Router();

  router.get(
    '/seller',
    asyncHandler(async (_req, res) => sendOk(res, await billing.sellerProfile(store))),
  );
  router.put(
    '/seller',
    validateBody(sellerProfileSchema),
    asyncHandler(async (req, res) =>
      sendOk(res, await billing.saveSellerProfile(store, req.body as SellerProfileInput), 'Seller details saved'),
    ),
  );

  router.get(
    '/documents',
    asyncHandler(async (req, res) => sendOk(res, await billing.list(store, monthParam(req.query.month)))),
  );
  // Numbers contain slashes: the client sends them encoded (UE%2F26-27%2F000123), Express decodes.
  router.get(
    '/documents/:number/pdf',
    asyncHandler(async (req, res) => {
      const pdf = await billing.documentPdf(store, String(req.params.number));
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${pdfFileName(String(req.params.number))}"`)
        .set('Cache-Control', 'no-store')
        .send(pdf);
    }),
  );

  router.get(
    '/gstr1.csv',
    asyncHandler(async (req, res) => {
      const month = monthParam(req.query.month);
      const csv = await billing.gstr1(store, month);
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="gstr1-${month}.csv"`)
        .set('Cache-Control', 'no-store')
        .send(csv);
    }),
  );
  return router;
}
