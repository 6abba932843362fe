import { CONTENT_ADMIN_TEXT as T, BannerForm, BannersAdminList, useAdminBannerQuery } from '@/features/content-admin';
import type { AdminBanner } from '@/shared/contract/banner';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';

/** /admin/banners: the hero slides in order; /admin/banners/new and /admin/banners/:id the editor (routes in app/routeTable/backOffice.ts). */
export const {
  ListScreen: BannersListScreen,
  NewScreen: NewBannerScreen,
  EditScreen: EditBannerScreen,
} = contentScreens<AdminBanner>({
  group: 'Content',
  listHref: ROUTES.adminBanners,
  text: T.banners,
  List: BannersAdminList,
  form: (banner) => <BannerForm banner={banner} listHref={ROUTES.adminBanners} />,
  useRecord: useAdminBannerQuery,
});
