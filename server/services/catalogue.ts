import type { AppContext } from '../context';

/** The catalogue as the shop and the product form read it. */
export function catalogueService(ctx: Pick<AppContext, 'store'>) {
  return {
    categories: () => ctx.store.catalogue.listCategories(),
    /** The public sees the shop's active products; an admin manages all of them. */
    products: (includeInactive: boolean) => ctx.store.catalogue.listProducts({ activeOnly: !includeInactive }),
  };
}
