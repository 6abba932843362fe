/**
 * A URL-safe slug of a name or title: lowercase ASCII letters, digits and single hyphens
 * ("Kulhad Cup Set of 6" -> "kulhad-cup-set-of-6", "Décor & Co" -> "decor-and-co"). Accents are
 * dropped, anything else becomes a hyphen; at most 80 characters. Used by the server (migration
 * backfill, seed import, new products, events, posts, categories) and to validate a typed slug.
 */
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string, max = SLUG_MAX_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, max)
    .replace(/-+$/g, '');
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
