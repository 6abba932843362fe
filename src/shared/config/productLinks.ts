// Where a product's page is (the catalogue's `/product/:slug`), and its picture, for every list that links to one.

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** The product's main picture: the one `mainImageIndex` names, else the first, else none. */
export const mainImageUrl = (product: { images: Array<{ imageUrl: string }>; mainImageIndex: number }) =>
  (product.images[product.mainImageIndex] ?? product.images[0])?.imageUrl ?? '';

/**
 * A product's slug: the stored one (migration 0006_catalogue), else derived from the name the way
 * the catalogue derives it (lowercase, runs of other characters become one hyphen).
 */
export function productSlug(product: { id: number; name: string; slug?: string | null }): string {
  if (product.slug) return product.slug;
  const derived = product.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return derived || `product-${product.id}`;
}
