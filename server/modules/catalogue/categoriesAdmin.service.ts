import type { AdminCategory, CategoryInput } from '../../../src/shared/contract/category';
import { slugify } from '../../../src/shared/contract/fields/slug';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import type { CATEGORY_SORTS } from './categories.repository';
import type { ListPage, ListRequest } from '../../platform/db/listQuery';
import { conflict, notFound } from '../../platform/lib/httpError';

export const CATEGORY_API_MESSAGES = {
  listed: 'Categories loaded',
  loaded: 'Category loaded',
  notFound: 'Category not found',
  created: 'Category created',
  updated: 'Category updated',
  deleted: 'Category deleted',
  slugTaken: 'This slug is already used by another category',
  slugUnusable: 'Enter a slug: the name has no letters or digits to make one from',
  inUse: (count: number) =>
    `This category is used by ${count} ${count === 1 ? 'product' : 'products'}: move ${count === 1 ? 'it' : 'them'} to another category first`,
} as const;

const M = CATEGORY_API_MESSAGES;

/** The shop's categories as the back office edits them (the slug is the /products filter's address). */
export function categoriesAdminService({ store }: Pick<AppContext, 'store'>) {
  const fieldsOf = (input: CategoryInput) => {
    const slug = input.slug || slugify(input.name);
    if (!slug) throw conflict(M.slugUnusable, { slug: [M.slugUnusable] });
    return { name: input.name, slug };
  };
  const uniqueSlug = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'categories_slug_key', 'categories.slug'))
        throw conflict(M.slugTaken, { slug: [M.slugTaken] });
      throw error;
    }
  };
  const one = async (id: number): Promise<AdminCategory> => {
    const category = await store.categories.findById(id);
    if (!category) throw notFound(M.notFound);
    return category;
  };

  return {
    list: (request: ListRequest<(typeof CATEGORY_SORTS)[number]>): Promise<ListPage<AdminCategory>> =>
      store.categories.list(request),
    one,
    create: async (input: CategoryInput) => one(await uniqueSlug(() => store.categories.insert(fieldsOf(input)))),
    update: async (id: number, input: CategoryInput) => {
      if (!(await uniqueSlug(() => store.categories.update(id, fieldsOf(input))))) throw notFound(M.notFound);
      return one(id);
    },
    remove: async (id: number): Promise<void> => {
      if (await store.categories.removeIfUnused(id)) return;
      const category = await one(id); // 404 when it is not there at all
      throw conflict(M.inUse(category.productCount));
    },
  };
}
