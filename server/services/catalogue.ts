import type { AppContext } from '../context';

/** The catalogue as the shop and the product form read it. */
export function catalogueService(ctx: Pick<AppContext, 'store'>) {
  return {
    categories: () => ctx.store.catalogue.listCategories(),
    /** The public sees the shop's active products; an admin manages all of them. */
    products: (includeInactive: boolean) => ctx.store.catalogue.listProducts({ activeOnly: !includeInactive }),
    /** One product; an inactive one only for an admin. */
    product: async (id: number, includeInactive: boolean) => {
      const product = await ctx.store.catalogue.findProduct(id);
      return product && (product.isActive || includeInactive) ? product : undefined;
    },
  };
}
