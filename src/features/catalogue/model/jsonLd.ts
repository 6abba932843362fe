import type { Product } from '@/shared/contract/product';
import { absoluteUrl } from '@/shared/config/publicUrl';
import { isPreviewablePicture } from '@/shared/seo/headTags';
import { productJsonLd as productData } from '@/shared/seo/structuredData';
import { mainImageUrl } from './pricing';
import { productPath } from './paths';

/** schema.org Product for the product page (name, images, SKU, one INR offer with availability). */
export const productJsonLd = (product: Product) => productData(product, productPath(product.slug), absoluteUrl);

export { productBreadcrumbs } from '@/shared/seo/structuredData';

/** The product's main photo as its share card, when link previews can show it. */
export function productShareImage(product: Product) {
  const url = mainImageUrl(product);
  return isPreviewablePicture(url) ? { path: url, alt: product.name } : undefined;
}
