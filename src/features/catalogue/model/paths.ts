import { ITEM_DESC_SLUGS } from '@/content/shop/shopItems';
import { ROUTES } from '@/shared/config/routes';

/** The product page of a slug: `/product/<slug>`. */
export const productPath = (slug: string) => ROUTES.product.replace(':slug', encodeURIComponent(slug));

/** The spec's /item-desc, /item-desc2 and /item-desc3 show the seeded products they name. */
export { ITEM_DESC_SLUGS };
