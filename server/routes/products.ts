import { Router, type RequestHandler } from 'express';
import type { FieldErrors } from '../../src/shared/api/types';
import { PRODUCT_PAYLOAD_FIELDS as F } from '../../src/shared/config/products';
import { PRODUCT_MESSAGES as M, productPayloadSchema, type ProductPayloadInput } from '../../src/shared/validation/product';
import type { AppContext } from '../context';
import { findProduct, mediaUrlsOf, productFields, type ProductRecord } from '../db/repositories/products';
import type { DbSchema } from '../db/schema';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { badRequest, notFound } from '../lib/httpError';
import { clearStaging, productUpload } from '../middleware/productUpload';
import { validateInput } from '../middleware/validate';
import { UploadBatch, removeUploadedFiles } from '../services/productMedia';

export const PRODUCT_API_MESSAGES = {
  listed: 'Products loaded',
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product deleted successfully',
  notFound: 'Product not found',
  invalid: 'Please correct the highlighted fields',
} as const;

/** Checks that need the data: the category exists, the SKU is free, the main image exists. */
function dataErrors(state: Pick<DbSchema, 'categories' | 'products'>, input: ProductPayloadInput, imageCount: number, productId?: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!state.categories.some((category) => category.id === input.CategoryId)) errors[F.categoryId] = [M.category];
  const sku = input.SKU.toLowerCase();
  if (sku && state.products.some((product) => product.id !== productId && product.sku.toLowerCase() === sku)) {
    errors[F.sku] = [M.skuTaken];
  }
  const inRange = imageCount === 0 ? input.MainImageIndex === 0 : input.MainImageIndex < imageCount;
  if (!inRange) errors[F.mainImageIndex] = [M.mainImage];
  return errors;
}

function assertNoDataErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(PRODUCT_API_MESSAGES.invalid, errors);
}

/** Files no product points at any more (two records may share a seed image). */
const unreferenced = (urls: string[], products: ProductRecord[]) =>
  urls.filter((url) => !products.some((product) => mediaUrlsOf(product).includes(url)));

export function productRoutes(ctx: AppContext): Router {
  const { db, clock, config, log } = ctx;
  const router = Router();
  const adminOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Admin')];
  clearStaging(config.uploadsDir);
  const upload = productUpload(config.uploadsDir);
  const now = () => new Date(clock.now()).toISOString();
  const snapshot = () => ({ categories: db.all('categories'), products: db.all('products') });

  /** 404 before the body is read, so no upload is accepted for a product that does not exist. */
  const existingProduct: RequestHandler = (req, res, next) => {
    const id = /^\d{1,9}$/.test(req.params.id ?? '') ? Number(req.params.id) : Number.NaN;
    const product = findProduct(db, id);
    if (!product) {
      next(notFound(PRODUCT_API_MESSAGES.notFound));
      return;
    }
    res.locals.productId = product.id;
    next();
  };

  /**
   * Validates the text fields and the data rules, then runs `save` with the committed file
   * URLs. Any failure, even after the files were moved, deletes this request's files.
   */
  const withUploads = async (
    req: Parameters<RequestHandler>[0],
    save: (input: ProductPayloadInput, batch: UploadBatch) => ProductRecord,
  ): Promise<ProductRecord> => {
    const batch = new UploadBatch(req, config.uploadsDir);
    try {
      const input = await validateInput(productPayloadSchema, req.body ?? {});
      return save(input, batch);
    } catch (error) {
      batch.discard();
      throw error;
    }
  };

  router.get('/', ctx.auth.optionalAuth, (req, res) => {
    const products = db.all('products');
    // The public sees the shop's active products; an admin manages all of them.
    const visible = req.user?.role === 'Admin' ? products : products.filter((product) => product.isActive);
    sendOk(res, visible, PRODUCT_API_MESSAGES.listed);
  });

  router.post(
    '/',
    ...adminOnly,
    upload,
    asyncHandler(async (req, res) => {
      const product = await withUploads(req, (input, batch) => {
        assertNoDataErrors(dataErrors(snapshot(), input, batch.images.length));
        const { imageUrls, videoUrls } = batch.commit();
        return db.mutate((state) => {
          // Again inside the write: another request may have taken the SKU meanwhile.
          assertNoDataErrors(dataErrors(state, input, imageUrls.length));
          const timestamp = now();
          const record: ProductRecord = {
            id: db.nextId('products'),
            ...productFields(input),
            images: imageUrls.map((imageUrl) => ({ imageUrl })),
            videos: videoUrls.map((videoUrl) => ({ videoUrl })),
            createdAt: timestamp,
            updatedAt: timestamp,
          };
          state.products.push(record);
          return record;
        });
      });
      sendOk(res, product, PRODUCT_API_MESSAGES.created, 201);
    }),
  );

  router.put(
    '/:id',
    ...adminOnly,
    existingProduct,
    upload,
    asyncHandler(async (req, res) => {
      const id = res.locals.productId as number;
      let replaced: string[] = [];
      const product = await withUploads(req, (input, batch) => {
        const current = findProduct(db, id);
        if (!current) throw notFound(PRODUCT_API_MESSAGES.notFound);
        // Without new files the product keeps its own; new files replace them.
        const imageCount = batch.images.length > 0 ? batch.images.length : current.images.length;
        assertNoDataErrors(dataErrors(snapshot(), input, imageCount, id));
        const { imageUrls, videoUrls } = batch.commit();
        return db.mutate((state) => {
          const record = state.products.find((item) => item.id === id);
          if (!record) throw notFound(PRODUCT_API_MESSAGES.notFound);
          assertNoDataErrors(dataErrors(state, input, imageUrls.length > 0 ? imageUrls.length : record.images.length, id));
          const images = imageUrls.length > 0 ? imageUrls.map((imageUrl) => ({ imageUrl })) : record.images;
          const videos = videoUrls.length > 0 ? videoUrls.map((videoUrl) => ({ videoUrl })) : record.videos;
          replaced = mediaUrlsOf(record).filter((url) => !mediaUrlsOf({ images, videos }).includes(url));
          Object.assign(record, productFields(input), { images, videos, updatedAt: now() });
          return record;
        });
      });
      removeUploadedFiles(config.uploadsDir, unreferenced(replaced, db.all('products')), log);
      sendOk(res, product, PRODUCT_API_MESSAGES.updated);
    }),
  );

  router.delete('/:id', ...adminOnly, existingProduct, (_req, res) => {
    const id = res.locals.productId as number;
    const removed = db.mutate((state) => {
      const record = state.products.find((item) => item.id === id);
      if (!record) throw notFound(PRODUCT_API_MESSAGES.notFound);
      state.products = state.products.filter((item) => item.id !== id);
      return record;
    });
    removeUploadedFiles(config.uploadsDir, unreferenced(mediaUrlsOf(removed), db.all('products')), log);
    sendOk(res, null, PRODUCT_API_MESSAGES.deleted);
  });

  return router;
}
