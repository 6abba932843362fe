import { ROUTES, recordPath } from '@/shared/config/routes';
import { ITEM_DESC_SLUGS } from '@/shared/config/shop';

/** The product page of a slug: `/product/<slug>`. */
export const productPath = (slug: string) => recordPath(ROUTES.product, slug);

/** The spec's /item-desc, /item-desc2 and /item-desc3 show the seeded products they name. */
export { ITEM_DESC_SLUGS };
