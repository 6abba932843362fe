import { Router, type Request, type RequestHandler } from 'express';
import { adminProductListQuerySchema, productListQuerySchema } from '../../../src/shared/contract/productList';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../src/shared/contract/fields/slug';
import {
  productEditBaseSchema,
  productPayloadSchema,
  type ProductPayloadInput,
} from '../../../src/shared/contract/product';
import type { AppContext } from '../../context';
import type { ProductRecord } from './tables';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { HttpError, badRequest, notFound } from '../../platform/lib/httpError';
import { clearStaging, productUpload } from './productUpload';
import { validateInput } from '../../platform/middleware/validate';
import { catalogueService } from './catalogue.service';
import { PRODUCT_API_MESSAGES, productEditorService, type ProductEditRequest } from './productEditor.service';
import { UploadBatch } from './productMedia';
import { withParsedKeptMedia } from './productMediaEdits';
import { withParsedVariants } from './productVariantEdits';

/** A product's ETag: its version, which every edit bumps (sales change the stock without it). */
export const productEtag = (product: Pick<ProductRecord, 'version'>) => `"${product.version}"`;

/**
 * The version an edit is based on: the `Version` field or `If-Match` (one strong ETag of
 * GET Product/{id}); neither is 428 Precondition Required. `If-Match: *` does not count, as it
 * would let a stale form through. Also the stock the form showed (OriginalStockQuantity).
 */
async function editRequest(req: Request): Promise<ProductEditRequest> {
  const header = req.get('If-Match');
  let fromHeader: number | undefined;
  if (header !== undefined && header.trim() !== '*') {
    const match = /^\s*"(\d{1,9})"\s*$/.exec(header);
    if (!match) throw badRequest(PRODUCT_API_MESSAGES.ifMatchInvalid);
    fromHeader = Number(match[1]);
  }
  const base = await validateInput(productEditBaseSchema, req.body ?? {});
  if (base.Version !== undefined && fromHeader !== undefined && base.Version !== fromHeader)
    throw badRequest(PRODUCT_API_MESSAGES.versionsDiffer);
  const version = base.Version ?? fromHeader;
  if (version === undefined) throw new HttpError(428, PRODUCT_API_MESSAGES.versionRequired);
  return { version, originalStock: base.OriginalStockQuantity };
}

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
  const withUploads = async (
    req: Request,
    save: (input: ProductPayloadInput, batch: UploadBatch) => Promise<ProductRecord>,
  ) => {
    const batch = new UploadBatch(req, config.uploadsDir);
    try {
      const body = withParsedKeptMedia(withParsedVariants((req.body ?? {}) as Record<string, unknown>));
      return await save(await validateInput(productPayloadSchema, body), batch);
    } catch (error) {
      batch.discard();
      throw error;
    }
  };

  /**
   * The shop's list: `_page`, `_limit`, `_sort` (price | name | createdAt), `_order`, `q`,
   * `categoryId`, `category` (slug), `minPrice` and `maxPrice` (whole rupees, the price paid) and
   * `inStock` (true: only what can be bought now). `X-Total-Count` is the number of matches in all. An admin
   * also sees inactive products, searches SKUs too, may filter by `active` (true | false) and `stock` (in | low | out),
   * sort by `stock` and ask up to 100 a page (the admin's product table).
   */
  router.get(
    '/',
    ctx.auth.optionalAuth,
    asyncHandler(async (req, res) => {
      const admin = req.user?.role === 'Admin';
      const query = admin
        ? await validateInput(adminProductListQuerySchema, req.query)
        : await validateInput(productListQuerySchema, req.query);
      const { items, total } = await catalogue.list(query, admin);
      res.set('X-Total-Count', String(total));
      sendOk(res, items, PRODUCT_API_MESSAGES.listed);
    }),
  );

  /** One product by its slug (the shop's product page); inactive ones only for an admin. */
  router.get(
    '/slug/:slug',
    ctx.auth.optionalAuth,
    asyncHandler(async (req, res) => {
      const slug = req.params.slug ?? '';
      const product =
        slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
          ? await catalogue.productBySlug(slug, req.user?.role === 'Admin')
          : undefined;
      if (!product) throw notFound(PRODUCT_API_MESSAGES.notFound);
      res.set('ETag', productEtag(product));
      sendOk(res, product, PRODUCT_API_MESSAGES.listed);
    }),
  );

  /** One product, with its version as the ETag; inactive ones only for an admin. */
  router.get(
    '/:id',
    ctx.auth.optionalAuth,
    asyncHandler(async (req, res) => {
      const id = /^\d{1,9}$/.test(req.params.id ?? '') ? Number(req.params.id) : Number.NaN;
      const product = Number.isSafeInteger(id) ? await catalogue.product(id, req.user?.role === 'Admin') : undefined;
      if (!product) throw notFound(PRODUCT_API_MESSAGES.notFound);
      res.set('ETag', productEtag(product));
      sendOk(res, product, PRODUCT_API_MESSAGES.listed);
    }),
  );

  router.post(
    '/',
    ...adminOnly,
    upload,
    asyncHandler(async (req, res) => {
      const created = await withUploads(req, (input, batch) => products.create(input, batch));
      res.set('ETag', productEtag(created));
      sendOk(res, created, PRODUCT_API_MESSAGES.created, 201);
    }),
  );

  router.put(
    '/:id',
    ...adminOnly,
    existingProduct,
    upload,
    asyncHandler(async (req, res) => {
      const id = res.locals.productId as number;
      const updated = await withUploads(req, async (input, batch) =>
        products.update(id, input, batch, await editRequest(req)),
      );
      res.set('ETag', productEtag(updated));
      sendOk(res, updated, PRODUCT_API_MESSAGES.updated);
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
