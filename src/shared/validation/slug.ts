/**
 * A URL-safe slug of a product's name: lowercase ASCII letters, digits and single hyphens
 * ("Kulhad Cup Set of 6" -> "kulhad-cup-set-of-6"). Accents are dropped, anything else becomes
 * a hyphen; at most 80 characters. Used by the server (migration backfill, seed import, new
 * products) and the validation of a slug an admin types.
 */
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}

/** `base`, else `base-2`, `base-3`... : the first one `taken` does not hold. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
