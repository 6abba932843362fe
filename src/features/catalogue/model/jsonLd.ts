import type { Product } from '@/shared/contract/product';
import { absoluteUrl } from '@/shared/config/publicUrl';
import { SITE_NAME } from '@/shared/config/site';
import { productPath } from './paths';
import { mainImageUrl, productPrice } from './pricing';
import { productSoldOut } from './variants';

/** schema.org Product for the product page (name, images, SKU, one INR offer with availability). */
export function productJsonLd(product: Product) {
  const images = product.images.map((image) => absoluteUrl(image.imageUrl));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images.length > 0 ? images : [absoluteUrl(mainImageUrl(product))],
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(productPath(product.slug)),
      priceCurrency: 'INR',
      price: productPrice(product).current.toFixed(2),
      availability: productSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}
