import * as yup from 'yup';
import { CONTENT_MESSAGES as M, required, slug } from './fields/content';

// A product category: the back office's form (and `/api/admin/categories`) and the category as
// the API shows it.

export const categorySchema = yup.object({
  name: required(M.nameRequired, 60),
  slug: slug(),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

/** The back office's view. */
export interface AdminCategory extends CategoryInput {
  id: number;
  /** How many products use it (a category in use cannot be deleted). */
  productCount: number;
}

/** A category as the shop and the product form list it (`GET /api/Category/all-flat`). */
export type Category = Pick<AdminCategory, 'id' | 'name'>;
