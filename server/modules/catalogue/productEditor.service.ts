import type { FieldErrors } from '../../../src/shared/contract/envelope';
import { PRODUCT_PAYLOAD_FIELDS as F } from '../../../src/shared/config/products';
import { PRODUCT_MESSAGES as M, type ProductPayloadInput } from '../../../src/shared/contract/product';
import { PRODUCT_SHOP_MESSAGES } from '../../../src/shared/contract/productVariants';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import type { ProductFields } from './products.repository';
import type { ProductRecord } from './tables';
import type { Repositories } from '../../store';
import { badRequest, conflict, notFound } from '../../platform/lib/httpError';
import { imageFileUrls, removeUploadedFiles, type UploadBatch } from './productMedia';
import { keptMedia, mediaAfterEdit } from './productMediaEdits';
import { refuseStaleVariants, staleVariantConflict, variantWrites } from './productVariantEdits';

export const PRODUCT_API_MESSAGES = {
  listed: 'Products loaded',
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product deleted successfully',
  notFound: 'Product not found',
  invalid: 'Please correct the highlighted fields',
  versionRequired:
    'Please send the version of the product this edit is based on (the Version field, or If-Match with the ETag of GET Product/{id}), so it cannot overwrite newer changes.',
  ifMatchInvalid: 'If-Match must hold one ETag of this product, such as "3".',
  versionsDiffer: 'The Version field and If-Match name different versions.',
  versionChanged:
    'This product was changed by someone else after you opened it. Reload it to see the current version, then make your changes again.',
  stockChanged: (from: number, now: number) =>
    `The stock changed from ${from} to ${now} after you opened this product (orders were placed). Reload it and set the stock again.`,
} as const;

/** What an edit is based on: the version and the stock the admin's form was loaded with. */
export interface ProductEditRequest {
  version: number;
  originalStock: number;
}

/** The product's fields from a validated payload (files are handled by the caller). */
function productFields(input: ProductPayloadInput, media: Pick<ProductRecord, 'images' | 'videos'>): ProductFields {
  return {
    name: input.Name,
    description: input.Description,
    price: input.Price,
    salePrice: input.SalePrice ?? null,
    stockQuantity: input.StockQuantity,
    lowStockThreshold: input.LowStockThreshold,
    sku: input.SKU,
    categoryId: input.CategoryId,
    isActive: input.IsActive,
    mainImageIndex: input.MainImageIndex,
    // Absent: kept as they are on an edit; a blank slug is made from the name on a create.
    slug: input.Slug || undefined,
    about: input.About,
    steepingInstructions: input.SteepingInstructions,
    hsnCode: input.HsnCode,
    gstRate: input.GstRate as ProductFields['gstRate'],
    ...media,
  };
}

const mediaUrlsOf = (product: Pick<ProductRecord, 'images' | 'videos'>) => [
  ...product.images.flatMap(imageFileUrls),
  ...product.videos.map((video) => video.videoUrl),
];

/** Checks that need the data: the category exists, the SKU and slug are free, the main image exists. */
async function assertDataRules(
  repos: Repositories,
  input: ProductPayloadInput,
  imageCount: number,
  productId?: number,
): Promise<void> {
  const errors: FieldErrors = {};
  if (!(await repos.catalogue.categoryExists(input.CategoryId))) errors[F.categoryId] = [M.category];
  if (await repos.catalogue.skuTaken(input.SKU, productId)) errors[F.sku] = [M.skuTaken];
  const slugOwner = input.Slug ? await repos.catalogue.findProductBySlug(input.Slug) : undefined;
  if (slugOwner && slugOwner.id !== productId) errors[F.slug] = [PRODUCT_SHOP_MESSAGES.slugTaken];
  const inRange = imageCount === 0 ? input.MainImageIndex === 0 : input.MainImageIndex < imageCount;
  if (!inRange) errors[F.mainImageIndex] = [M.mainImage];
  if (Object.keys(errors).length > 0) throw badRequest(PRODUCT_API_MESSAGES.invalid, errors);
}

/** Another product took the SKU or slug between the check and the write (another admin, another server). */
function uniqueRace(error: unknown): never {
  if (isUniqueViolation(error, 'products_sku_unique'))
    throw badRequest(PRODUCT_API_MESSAGES.invalid, { [F.sku]: [M.skuTaken] });
  if (isUniqueViolation(error, 'products_slug_unique', 'products.slug'))
    throw badRequest(PRODUCT_API_MESSAGES.invalid, { [F.slug]: [PRODUCT_SHOP_MESSAGES.slugTaken] });
  throw error;
}

/** 409 when the product is no longer at `version`, or its stock is no longer what a stock edit started from. */
function refuseStale(current: ProductRecord, version: number, stock: { from: number } | undefined): void {
  if (current.version !== version) throw conflict(PRODUCT_API_MESSAGES.versionChanged);
  if (stock && current.stockQuantity !== stock.from) {
    const message = PRODUCT_API_MESSAGES.stockChanged(stock.from, current.stockQuantity);
    throw conflict(message, { [F.stockQuantity]: [message] });
  }
}

/** The admin's product editor: list, create, update, delete, with the uploaded files. */
export function productEditorService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'log'>) {
  const { store, clock, config, log } = ctx;
  const now = () => new Date(clock.now()).toISOString();

  /** Deletes the files among `urls` that no product points at any more (two records may share a seed image). */
  const removeUnused = async (urls: string[]) => {
    const unused: string[] = [];
    for (const url of urls) if (!(await store.catalogue.isMediaUsed(url))) unused.push(url);
    removeUploadedFiles(config.uploadsDir, unused, log);
  };

  return {
    exists: async (id: number) => (await store.catalogue.findProduct(id)) !== undefined,

    async create(input: ProductPayloadInput, batch: UploadBatch): Promise<ProductRecord> {
      const variants = variantWrites(input.Variants ?? [], []);
      await assertDataRules(store, input, batch.images.length);
      const { images, videoUrls } = await batch.commit();
      const media = { images, videos: videoUrls.map((videoUrl) => ({ videoUrl })) };
      return store.transaction(async (tx) => {
        const created = await tx.catalogue.insertProduct(productFields(input, media), now()).catch(uniqueRace);
        if (variants.length === 0) return created;
        await tx.productVariants.replace(created.id, variants);
        return (await tx.catalogue.findProduct(created.id))!;
      });
    },

    /**
     * Saves the admin's form if the product is still at the version the form was loaded with
     * (else 409, nothing written). The stock is set only when the admin changed it in the form,
     * and only if it is still what the form showed: sales do not bump the version, so an edit of
     * other fields succeeds after a sale and leaves the stock the sale left (never undoing it),
     * while a stock edit after a sale is refused (409) rather than guessing what the admin meant.
     * Media: with `KeepImages` / `KeepVideos` the product keeps those of its files, in that order,
     * with the new files after them; without, new files replace its own and no new files keep them.
     * Files it no longer has are deleted unless another product or an order uses them.
     */
    async update(
      id: number,
      input: ProductPayloadInput,
      batch: UploadBatch,
      base: ProductEditRequest,
    ): Promise<ProductRecord> {
      const current = await store.catalogue.findProduct(id);
      if (!current) throw notFound(PRODUCT_API_MESSAGES.notFound);
      const stock =
        input.StockQuantity === base.originalStock ? undefined : { from: base.originalStock, to: input.StockQuantity };
      const variants = input.Variants && variantWrites(input.Variants, current.variants);
      // Early answers before any file is kept; the conditional updates below decide in the end.
      refuseStale(current, base.version, stock);
      refuseStaleVariants(current.variants, variants);
      const kept = keptMedia(current, input, batch);
      // The main image is an index into the list the product will have (kept then new).
      await assertDataRules(
        store,
        input,
        mediaAfterEdit<unknown>(current.images, kept.images, batch.images).length,
        id,
      );
      const { images, videoUrls } = await batch.commit();
      const media = {
        images: mediaAfterEdit(current.images, kept.images, images),
        videos: mediaAfterEdit(
          current.videos,
          kept.videos,
          videoUrls.map((videoUrl) => ({ videoUrl })),
        ),
      };
      // One transaction: the product's conditional update, then each variant's (a stale one rolls both back).
      const updated = await store.transaction(async (tx) => {
        const result = await tx.catalogue
          .updateProduct(id, productFields(input, media), now(), { version: base.version, stock })
          .catch(uniqueRace);
        if (result.outcome === 'notFound') throw notFound(PRODUCT_API_MESSAGES.notFound);
        if (result.outcome !== 'updated') {
          refuseStale(result.current, base.version, stock);
          throw new Error(`Product ${id}: the conditional update wrote nothing although version and stock match`);
        }
        if (!variants) return result.product;
        const stale = await tx.productVariants.replace(id, variants);
        if (stale) throw staleVariantConflict(stale);
        return (await tx.catalogue.findProduct(id))!;
      });
      await removeUnused(mediaUrlsOf(current).filter((url) => !mediaUrlsOf(updated).includes(url)));
      return updated;
    },

    async remove(id: number): Promise<void> {
      const removed = await store.catalogue.deleteProduct(id);
      if (!removed) throw notFound(PRODUCT_API_MESSAGES.notFound);
      // The product listings changed (the sitemap's lastmod), though no product row says so.
      await store.contentChanges.markRemoved('products', now());
      await removeUnused(mediaUrlsOf(removed));
    },
  };
}
