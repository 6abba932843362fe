import { ROUTES } from './routes';

/**
 * Every path the app's route table (src/app/routes.tsx) renders, as react-router patterns. The
 * server answers these with the app (200) and any other path with a redirect to the home page;
 * src/app/clientRoutes.test.tsx checks this list against the route table itself.
 */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(ROUTES).filter((path) => !path.startsWith(`${ROUTES.admin}/`) || path === ROUTES.adminLogin),
  ROUTES.adminDashboard,
  ROUTES.adminMaster,
  `${ROUTES.adminMaster}/category`,
  `${ROUTES.adminMaster}/*`,
  ROUTES.adminProductEntry,
  `${ROUTES.adminProductEntry}/profile`,
  `${ROUTES.adminProductEntry}/banner`,
  `${ROUTES.adminProductEntry}/*`,
  ROUTES.adminOrders,
  ROUTES.adminOrder,
  ROUTES.adminBookings,
  ROUTES.adminBookingsAgenda,
  ROUTES.adminBookingsBlocked,
  ROUTES.adminInbox,
  ROUTES.adminInboxItem,
  ROUTES.adminNewsletter,
  ROUTES.adminAdmins,
  ...[ROUTES.adminEvents, ROUTES.adminBlog, ROUTES.adminBanners, ROUTES.adminCategories].flatMap((list) => [list, `${list}/new`, `${list}/:id`]),
];
