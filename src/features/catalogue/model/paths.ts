import { ROUTES } from '@/shared/config/routes';

/** The product page of a slug: `/product/<slug>`. */
export const productPath = (slug: string) => ROUTES.product.replace(':slug', encodeURIComponent(slug));

/**
 * The spec's three detail addresses, kept (spec §2): each shows the seeded product it names
 * (public-site.md §2 and §9: the tea hampers at 1,699 struck against 1,444).
 */
export const ITEM_DESC_SLUGS: Record<string, string> = {
  [ROUTES.itemDesc]: 'assam-masala-chai-hamper',
  [ROUTES.itemDesc2]: 'darjeeling-tea-hamper',
  [ROUTES.itemDesc3]: 'kashmiri-kahwa-gift-box',
};
