import { Navigate, Route, Routes, useParams } from 'react-router';
import { CONTENT_ADMIN_TEXT as T, BannerForm, BannersAdminList, useAdminBannerQuery } from '@/features/content-admin';
import { ROUTES } from '@/shared/config/routes';
import { ContentScreen, idOf, Loaded } from '../content/ContentScreen';

const GROUP = 'Content';
const editHref = (id: number) => `${ROUTES.adminBanners}/${id}`;

function EditBanner() {
  const id = idOf(useParams().id);
  const query = useAdminBannerQuery(id, { skip: Number.isNaN(id) });
  if (Number.isNaN(id)) return <Navigate to={ROUTES.adminBanners} replace />;
  return (
    <ContentScreen title={T.banners.edit} group={GROUP} listTitle={T.banners.title} listHref={ROUTES.adminBanners}>
      <Loaded query={query}>{(banner) => <BannerForm banner={banner} listHref={ROUTES.adminBanners} />}</Loaded>
    </ContentScreen>
  );
}

/** /admin/banners: the hero slides in order, /admin/banners/new and /admin/banners/:id the editor. */
export default function AdminBannersPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <ContentScreen title={T.banners.title} group={GROUP} action={{ to: `${ROUTES.adminBanners}/new`, label: T.banners.new }}>
            <BannersAdminList editHref={editHref} />
          </ContentScreen>
        }
      />
      <Route
        path="new"
        element={
          <ContentScreen title={T.banners.new} group={GROUP} listTitle={T.banners.title} listHref={ROUTES.adminBanners}>
            <BannerForm listHref={ROUTES.adminBanners} />
          </ContentScreen>
        }
      />
      <Route path=":id" element={<EditBanner />} />
    </Routes>
  );
}
