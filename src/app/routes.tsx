import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { PublicLayout } from '@/widgets/layout';
import { FOOTER_LINKS, HEADER_LINKS } from './navigation';
import { pageRoute } from './pageRoute';
import { RootLayout } from './RootLayout';
import type { RouteEntry } from './routeTable/model';
import { SITE_ROUTES } from './routeTable/site';

// The back office's routes come with the admin shell (app/backOfficeRoutes.tsx).
const BackOfficeRoutes = lazy(() => import(/* webpackChunkName: "admin-shell" */ './backOfficeRoutes'));

const site: RouteEntry[] = Object.values(SITE_ROUTES);

/** The route table (app/routeTable) as react-router routes: the public layout, the admin login on its own, the back office behind the admin guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout headerLinks={HEADER_LINKS} footerLinks={FOOTER_LINKS} />,
        children: site.filter((entry) => !entry.backOffice).map((entry) => pageRoute(entry)),
      },
      ...site.filter((entry) => entry.backOffice).map((entry) => pageRoute(entry)),
      {
        path: `${ROUTES.admin.slice(1)}/*`,
        element: (
          <RequireAdmin>
            <BackOfficeRoutes />
          </RequireAdmin>
        ),
      },
    ],
  },
];
