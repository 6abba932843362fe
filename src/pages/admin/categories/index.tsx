import { Navigate, Route, Routes, useParams } from 'react-router';
import { CONTENT_ADMIN_TEXT as T, CategoryForm, CategoriesAdminList, useAdminCategoryQuery } from '@/features/content-admin';
import { ROUTES } from '@/shared/config/routes';
import { ContentScreen, idOf, Loaded } from '../content/ContentScreen';

const GROUP = 'Masters';
const editHref = (id: number) => `${ROUTES.adminCategories}/${id}`;

function EditCategory() {
  const id = idOf(useParams().id);
  const query = useAdminCategoryQuery(id, { skip: Number.isNaN(id) });
  if (Number.isNaN(id)) return <Navigate to={ROUTES.adminCategories} replace />;
  return (
    <ContentScreen title={T.categories.edit} group={GROUP} listTitle={T.categories.title} listHref={ROUTES.adminCategories}>
      <Loaded query={query}>{(category) => <CategoryForm category={category} listHref={ROUTES.adminCategories} />}</Loaded>
    </ContentScreen>
  );
}

/** /admin/categories: the shop categories, /admin/categories/new and /admin/categories/:id the editor. */
export default function AdminCategoriesPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <ContentScreen title={T.categories.title} group={GROUP} action={{ to: `${ROUTES.adminCategories}/new`, label: T.categories.new }}>
            <CategoriesAdminList editHref={editHref} />
          </ContentScreen>
        }
      />
      <Route
        path="new"
        element={
          <ContentScreen title={T.categories.new} group={GROUP} listTitle={T.categories.title} listHref={ROUTES.adminCategories}>
            <CategoryForm listHref={ROUTES.adminCategories} />
          </ContentScreen>
        }
      />
      <Route path=":id" element={<EditCategory />} />
    </Routes>
  );
}
