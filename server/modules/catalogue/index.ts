import { Router } from 'express';
import type { ServerModule } from '../../context';
import { categoryRoutes } from './categories.routes';
import { adminCategoryRoutes } from './categoriesAdmin.routes';
import { productPageFacts } from './productPageFacts';
import { productRoutes } from './products.routes';
import { searchRoutes } from './search.routes';
import { wishlistRoutes } from './wishlist.routes';

/**
 * Catalogue: products with variants and photos (`/Product`, whose writes the spec puts there, admin
 * only), categories (`/Category`), site search (`/search`), the wishlist; the back office's categories.
 */
export const catalogueModule: ServerModule = {
  api: (ctx) =>
    Router()
      .use('/Product', productRoutes(ctx))
      .use('/Category', categoryRoutes(ctx))
      .use('/search', searchRoutes(ctx))
      .use('/wishlist', wishlistRoutes(ctx)),
  admin: (ctx) => Router().use('/categories', adminCategoryRoutes(ctx)),
  pages: (ctx) => productPageFacts(ctx),
};

// What other modules use of the catalogue: the product reads (the sitemap) and the upload
// pipeline (content forms' images and videos go through the product photos' checks).
export { catalogueService } from './catalogue.service';
export { UploadBatch } from './productMedia';
export { productUpload } from './productUpload';
// Return requests' photos use the same staged upload and image processing.
export { stagedUpload, type FileRule } from './productUpload';
export { processUploadedImage } from './imageVariants';

// Low stock, for the staff notices after a sale: which of the variants sold are now at or below
// their threshold (run it in the sale's transaction, with its repositories).
export { variantsAtOrBelowThreshold } from './lowStock';
export type { LowVariant } from './productVariants.repository';
// The product list's stock rules as SQL, for the dashboard's counts.
export { lowStockNow, stockTotal } from './productRows';
