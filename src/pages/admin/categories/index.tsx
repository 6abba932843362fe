import {
  CONTENT_ADMIN_TEXT as T,
  CategoryForm,
  CategoriesAdminList,
  useAdminCategoryQuery,
} from '@/features/content-admin';
import type { AdminCategory } from '@/shared/contract/category';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';

/** /admin/categories: the shop categories; /admin/categories/new and /admin/categories/:id the editor (routes in app/routeTable/backOffice.ts). */
export const {
  ListScreen: CategoriesListScreen,
  NewScreen: NewCategoryScreen,
  EditScreen: EditCategoryScreen,
} = contentScreens<AdminCategory>({
  group: 'Masters',
  listHref: ROUTES.adminCategories,
  text: T.categories,
  List: CategoriesAdminList,
  form: (category) => <CategoryForm category={category} listHref={ROUTES.adminCategories} />,
  useRecord: useAdminCategoryQuery,
});
