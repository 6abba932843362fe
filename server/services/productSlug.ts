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
