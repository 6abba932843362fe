import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { AdminLayout, type AdminNavGroup } from '@/widgets/admin-shell';
import { pageRoute } from './pageRoute';
import { BACK_OFFICE_ROUTES } from './routeTable/backOffice';
import { ADMIN_MENU_GROUPS, menuLinks } from './routeTable/model';

/** The admin sidebar: the unheaded first group, then ADMIN_MENU_GROUPS in order. */
export const ADMIN_MENU: AdminNavGroup[] = [undefined, ...ADMIN_MENU_GROUPS].map((heading) => ({
  heading,
  links: menuLinks(BACK_OFFICE_ROUTES, 'sidebar')
    .filter((link) => link.group === heading)
    .map(({ to, label, end }) => ({ to, label, end })),
}));

/** The back office's section of the route table as the routes below /admin (the admin guard is the parent's). */
export const backOfficeRoutes: RouteObject[] = [
  {
    element: <AdminLayout navigation={ADMIN_MENU} />,
    children: Object.values(BACK_OFFICE_ROUTES).map((entry) => pageRoute(entry, ROUTES.admin)),
  },
  // A path the back office does not have goes home, as any unknown path does.
  { path: '*', element: <Navigate to={ROUTES.home} replace /> },
];

/**
 * The back office's routes, loaded with the admin shell (chunk admin-shell): the public site never
 * downloads its table, its screens' loaders, its code or its styles.
 */
export default function BackOfficeRoutes() {
  return useRoutes(backOfficeRoutes);
}
