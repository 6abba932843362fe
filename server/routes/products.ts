import { Router, type Request, type RequestHandler } from 'express';
import { productPayloadSchema, type ProductPayloadInput } from '../../src/shared/validation/product';
import type { AppContext } from '../context';
import type { ProductRecord } from '../db/schema';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { notFound } from '../lib/httpError';
import { clearStaging, productUpload } from '../middleware/productUpload';
import { validateInput } from '../middleware/validate';
import { catalogueService } from '../services/catalogue';
import { PRODUCT_API_MESSAGES, productEditorService } from '../services/productEditor';
import { UploadBatch } from '../services/productMedia';

export function productRoutes(ctx: AppContext): Router {
  const { config } = ctx;
  const products = productEditorService(ctx);
  const catalogue = catalogueService(ctx);
  const router = Router();
  const adminOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Admin')];
  clearStaging(config.uploadsDir);
  const upload = productUpload(config.uploadsDir);

  /** 404 before the body is read, so no upload is accepted for a product that does not exist. */
  const existingProduct: RequestHandler = asyncHandler(async (req, res, next) => {
    const id = /^\d{1,9}$/.test(req.params.id ?? '') ? Number(req.params.id) : Number.NaN;
    if (!Number.isSafeInteger(id) || !(await products.exists(id))) throw notFound(PRODUCT_API_MESSAGES.notFound);
    res.locals.productId = id;
    next();
  });

  /** Validates the text fields, then saves; any failure, even after the files were moved, deletes this request's files. */
  const withUploads = async (req: Request, save: (input: ProductPayloadInput, batch: UploadBatch) => Promise<ProductRecord>) => {
    const batch = new UploadBatch(req, config.uploadsDir);
    try {
      return await save(await validateInput(productPayloadSchema, req.body ?? {}), batch);
    } catch (error) {
      batch.discard();
      throw error;
    }
  };

  router.get(
    '/',
    ctx.auth.optionalAuth,
    asyncHandler(async (req, res) => {
      sendOk(res, await catalogue.products(req.user?.role === 'Admin'), PRODUCT_API_MESSAGES.listed);
    }),
  );

  router.post(
    '/',
    ...adminOnly,
    upload,
    asyncHandler(async (req, res) => {
      sendOk(res, await withUploads(req, (input, batch) => products.create(input, batch)), PRODUCT_API_MESSAGES.created, 201);
    }),
  );

  router.put(
    '/:id',
    ...adminOnly,
    existingProduct,
    upload,
    asyncHandler(async (req, res) => {
      const id = res.locals.productId as number;
      sendOk(res, await withUploads(req, (input, batch) => products.update(id, input, batch)), PRODUCT_API_MESSAGES.updated);
    }),
  );

  router.delete(
    '/:id',
    ...adminOnly,
    existingProduct,
    asyncHandler(async (_req, res) => {
      await products.remove(res.locals.productId as number);
      sendOk(res, null, PRODUCT_API_MESSAGES.deleted);
    }),
  );

  return router;
}
