import { ROUTES } from '../../shared/config/routes';
import { screen, type RouteEntry } from './model';

// Page modules behind more than one path, or with several screens.
const adminOrdersPage = () => import(/* webpackChunkName: "admin-orders" */ '@/pages/admin/orders');
const adminReturnsPage = () => import(/* webpackChunkName: "admin-returns" */ '@/pages/admin/returns');
const adminProposalsPage = () => import(/* webpackChunkName: "admin-proposals" */ '@/pages/admin/proposals');
const adminBookingsPage = () => import(/* webpackChunkName: "admin-bookings" */ '@/pages/admin/bookings');
const adminCustomersPage = () => import(/* webpackChunkName: "admin-customers" */ '@/pages/admin/customers');
const adminInboxPage = () => import(/* webpackChunkName: "admin-inbox" */ '@/pages/admin/inbox');
const adminLeadsPage = () => import(/* webpackChunkName: "admin-leads" */ '@/pages/admin/leads');
const adminMaster = () => import(/* webpackChunkName: "admin-master" */ '@/pages/admin/master');
const adminProductEntry = () => import(/* webpackChunkName: "admin-product-entry" */ '@/pages/admin/product-entry');
const adminEvents = () => import(/* webpackChunkName: "admin-events" */ '@/pages/admin/events');
const adminBlog = () => import(/* webpackChunkName: "admin-blog" */ '@/pages/admin/blog');
const adminBanners = () => import(/* webpackChunkName: "admin-banners" */ '@/pages/admin/banners');
const adminCategories = () => import(/* webpackChunkName: "admin-categories" */ '@/pages/admin/categories');

/**
 * The back office behind the admin guard, in the admin shell: the section of the route table that
 * ships with the admin shell's chunk, not the main chunk. The sidebar is the spec's (Dashboard;
 * Master Entry and Category; Product Entry, Banner and Profile), Category and Banner now the real
 * screens, plus the back office and the staff's content.
 */
export const BACK_OFFICE_ROUTES = {
  admin: { path: ROUTES.admin, redirect: ROUTES.adminDashboard, backOffice: true, guard: 'admin' },
  adminDashboard: {
    path: ROUTES.adminDashboard,
    page: () => import(/* webpackChunkName: "admin-dashboard" */ '@/pages/admin/dashboard'),
    chunk: 'admin-dashboard',
    meta: 'adminDashboard',
    sidebar: { label: 'Dashboard', order: 1 },
    backOffice: true,
    guard: 'admin',
  },
  adminMaster: {
    path: ROUTES.adminMaster,
    page: screen(adminMaster, 'MasterEntryScreen'),
    chunk: 'admin-master',
    meta: 'adminMaster',
    sidebar: { group: 'Masters', label: 'Master Entry', order: 1, end: true },
    backOffice: true,
    guard: 'admin',
  },
  // The former Category and Banner entries of the spec's sidebar lead to their real screens.
  adminCategory: { path: ROUTES.adminCategory, redirect: ROUTES.adminCategories, backOffice: true, guard: 'admin' },
  adminMasterOther: { path: `${ROUTES.adminMaster}/*`, redirect: ROUTES.adminMaster, backOffice: true, guard: 'admin' },
  adminProductEntry: {
    path: ROUTES.adminProductEntry,
    page: screen(adminProductEntry, 'ProductEntryScreen'),
    chunk: 'admin-product-entry',
    meta: 'adminProductEntry',
    sidebar: { group: 'Catalogue', label: 'Product Entry', order: 1, end: true },
    backOffice: true,
    guard: 'admin',
  },
  adminProfile: {
    path: ROUTES.adminProfile,
    page: screen(adminProductEntry, 'ProfilePage'),
    chunk: 'admin-product-entry',
    sidebar: { group: 'Catalogue', label: 'Profile', order: 3 },
    backOffice: true,
    guard: 'admin',
  },
  adminBanner: { path: ROUTES.adminBanner, redirect: ROUTES.adminBanners, backOffice: true, guard: 'admin' },
  adminProductEntryOther: {
    path: `${ROUTES.adminProductEntry}/*`,
    redirect: ROUTES.adminProductEntry,
    backOffice: true,
    guard: 'admin',
  },
  // The list and the item share a page (one chunk).
  adminOrders: {
    path: ROUTES.adminOrders,
    page: adminOrdersPage,
    chunk: 'admin-orders',
    meta: 'adminOrders',
    sidebar: { group: 'Back office', label: 'Orders', order: 1 },
    backOffice: true,
    guard: 'admin',
  },
  adminOrder: {
    path: ROUTES.adminOrder,
    page: adminOrdersPage,
    chunk: 'admin-orders',
    meta: 'adminOrders',
    backOffice: true,
    guard: 'admin',
  },
  // The returns queue and one request share a page (one chunk); in the sidebar right after Orders.
  adminReturns: {
    path: ROUTES.adminReturns,
    page: adminReturnsPage,
    chunk: 'admin-returns',
    meta: 'adminReturns',
    sidebar: { group: 'Back office', label: 'Returns', order: 2 },
    backOffice: true,
    guard: 'admin',
  },
  adminReturn: {
    path: ROUTES.adminReturn,
    page: adminReturnsPage,
    chunk: 'admin-returns',
    meta: 'adminReturns',
    backOffice: true,
    guard: 'admin',
  },
  // The bookings list, the agenda of a day and the blocked dates: one page with three tabs.
  adminBookings: {
    path: ROUTES.adminBookings,
    page: adminBookingsPage,
    chunk: 'admin-bookings',
    meta: 'adminBookings',
    sidebar: { group: 'Back office', label: 'Bookings', order: 3 },
    backOffice: true,
    guard: 'admin',
  },
  // After Bookings in the sidebar; the list and the record share a page.
  adminCustomers: {
    path: ROUTES.adminCustomers,
    page: adminCustomersPage,
    chunk: 'admin-customers',
    meta: 'adminCustomers',
    sidebar: { group: 'Back office', label: 'Customers', order: 4 },
    backOffice: true,
    guard: 'admin',
  },
  adminCustomer: {
    path: ROUTES.adminCustomer,
    page: adminCustomersPage,
    chunk: 'admin-customers',
    meta: 'adminCustomers',
    backOffice: true,
    guard: 'admin',
  },
  adminBookingsMonth: {
    path: ROUTES.adminBookingsMonth,
    page: adminBookingsPage,
    chunk: 'admin-bookings',
    meta: 'adminBookings',
    backOffice: true,
    guard: 'admin',
  },
  adminBookingsAgenda: {
    path: ROUTES.adminBookingsAgenda,
    page: adminBookingsPage,
    chunk: 'admin-bookings',
    meta: 'adminBookings',
    backOffice: true,
    guard: 'admin',
  },
  adminBookingsBlocked: {
    path: ROUTES.adminBookingsBlocked,
    page: adminBookingsPage,
    chunk: 'admin-bookings',
    meta: 'adminBookings',
    backOffice: true,
    guard: 'admin',
  },
  adminBookingsAdvances: {
    path: ROUTES.adminBookingsAdvances,
    page: adminBookingsPage,
    chunk: 'admin-bookings',
    meta: 'adminBookings',
    backOffice: true,
    guard: 'admin',
  },
  adminInbox: {
    path: ROUTES.adminInbox,
    page: adminInboxPage,
    chunk: 'admin-inbox',
    meta: 'adminInbox',
    sidebar: { group: 'Back office', label: 'Inbox', order: 7 },
    backOffice: true,
    guard: 'admin',
  },
  adminInboxItem: {
    path: ROUTES.adminInboxItem,
    page: adminInboxPage,
    chunk: 'admin-inbox',
    meta: 'adminInbox',
    backOffice: true,
    guard: 'admin',
  },
  adminLeads: {
    path: ROUTES.adminLeads,
    page: adminLeadsPage,
    chunk: 'admin-leads',
    meta: 'adminLeads',
    sidebar: { group: 'Back office', label: 'Leads', order: 5 },
    backOffice: true,
    guard: 'admin',
  },
  adminLeadsBoard: {
    path: ROUTES.adminLeadsBoard,
    page: adminLeadsPage,
    chunk: 'admin-leads',
    meta: 'adminLeads',
    backOffice: true,
    guard: 'admin',
  },
  adminLead: {
    path: ROUTES.adminLead,
    page: adminLeadsPage,
    chunk: 'admin-leads',
    meta: 'adminLeads',
    backOffice: true,
    guard: 'admin',
  },
  adminNewsletter: {
    path: ROUTES.adminNewsletter,
    page: () => import(/* webpackChunkName: "admin-newsletter" */ '@/pages/admin/newsletter'),
    chunk: 'admin-newsletter',
    meta: 'adminNewsletter',
    sidebar: { group: 'Back office', label: 'Newsletter', order: 8 },
    backOffice: true,
    guard: 'admin',
  },
  adminAdmins: {
    path: ROUTES.adminAdmins,
    page: () => import(/* webpackChunkName: "admin-admins" */ '@/pages/admin/admins'),
    chunk: 'admin-admins',
    meta: 'adminAdmins',
    sidebar: { group: 'Back office', label: 'Admin accounts', order: 9 },
    backOffice: true,
    guard: 'admin',
  },
  adminBilling: {
    path: ROUTES.adminBilling,
    page: () => import(/* webpackChunkName: "admin-billing" */ '@/pages/admin/billing'),
    chunk: 'admin-billing',
    meta: 'adminBilling',
    sidebar: { group: 'Back office', label: 'Billing', order: 10 },
    backOffice: true,
    guard: 'admin',
  },
  // The list, the new proposal and one proposal share a page (one chunk); `new` is the builder.
  adminProposals: {
    path: ROUTES.adminProposals,
    page: adminProposalsPage,
    chunk: 'admin-proposals',
    meta: 'adminProposals',
    sidebar: { group: 'Back office', label: 'Proposals', order: 6 },
    backOffice: true,
    guard: 'admin',
  },
  adminProposal: {
    path: ROUTES.adminProposal,
    page: adminProposalsPage,
    chunk: 'admin-proposals',
    meta: 'adminProposals',
    backOffice: true,
    guard: 'admin',
  },
  adminPayments: {
    path: ROUTES.adminPayments,
    page: () => import(/* webpackChunkName: "admin-payments" */ '@/pages/admin/payments'),
    chunk: 'admin-payments',
    meta: 'adminPayments',
    sidebar: { group: 'Back office', label: 'Payments', order: 11 },
    backOffice: true,
    guard: 'admin',
  },
  // Content the staff keep current, and the shop's categories: a list, `new` and `:id` (the editor) each.
  adminEvents: {
    path: ROUTES.adminEvents,
    page: screen(adminEvents, 'EventsListScreen'),
    chunk: 'admin-events',
    sidebar: { group: 'Content', label: 'Events', order: 1 },
    backOffice: true,
    guard: 'admin',
  },
  adminEventNew: {
    path: `${ROUTES.adminEvents}/new`,
    page: screen(adminEvents, 'NewEventScreen'),
    chunk: 'admin-events',
    backOffice: true,
    guard: 'admin',
  },
  adminEvent: {
    path: `${ROUTES.adminEvents}/:id`,
    page: screen(adminEvents, 'EditEventScreen'),
    chunk: 'admin-events',
    backOffice: true,
    guard: 'admin',
  },
  adminEventPreview: {
    path: `${ROUTES.adminEvents}/:id/preview`,
    page: screen(adminEvents, 'EventPreviewScreen'),
    chunk: 'admin-events',
    backOffice: true,
    guard: 'admin',
  },
  adminBlog: {
    path: ROUTES.adminBlog,
    page: screen(adminBlog, 'PostsListScreen'),
    chunk: 'admin-blog',
    sidebar: { group: 'Content', label: 'Blog', order: 2 },
    backOffice: true,
    guard: 'admin',
  },
  adminPostNew: {
    path: `${ROUTES.adminBlog}/new`,
    page: screen(adminBlog, 'NewPostScreen'),
    chunk: 'admin-blog',
    backOffice: true,
    guard: 'admin',
  },
  adminPost: {
    path: `${ROUTES.adminBlog}/:id`,
    page: screen(adminBlog, 'EditPostScreen'),
    chunk: 'admin-blog',
    backOffice: true,
    guard: 'admin',
  },
  adminPostPreview: {
    path: `${ROUTES.adminBlog}/:id/preview`,
    page: screen(adminBlog, 'PostPreviewScreen'),
    chunk: 'admin-blog',
    backOffice: true,
    guard: 'admin',
  },
  adminBanners: {
    path: ROUTES.adminBanners,
    page: screen(adminBanners, 'BannersListScreen'),
    chunk: 'admin-banners',
    sidebar: { group: 'Catalogue', label: 'Banner', order: 2 },
    backOffice: true,
    guard: 'admin',
  },
  adminBannerNew: {
    path: `${ROUTES.adminBanners}/new`,
    page: screen(adminBanners, 'NewBannerScreen'),
    chunk: 'admin-banners',
    backOffice: true,
    guard: 'admin',
  },
  adminBannerEdit: {
    path: `${ROUTES.adminBanners}/:id`,
    page: screen(adminBanners, 'EditBannerScreen'),
    chunk: 'admin-banners',
    backOffice: true,
    guard: 'admin',
  },
  adminCategories: {
    path: ROUTES.adminCategories,
    page: screen(adminCategories, 'CategoriesListScreen'),
    chunk: 'admin-categories',
    sidebar: { group: 'Masters', label: 'Category', order: 2 },
    backOffice: true,
    guard: 'admin',
  },
  adminCategoryNew: {
    path: `${ROUTES.adminCategories}/new`,
    page: screen(adminCategories, 'NewCategoryScreen'),
    chunk: 'admin-categories',
    backOffice: true,
    guard: 'admin',
  },
  adminCategoryEdit: {
    path: `${ROUTES.adminCategories}/:id`,
    page: screen(adminCategories, 'EditCategoryScreen'),
    chunk: 'admin-categories',
    backOffice: true,
    guard: 'admin',
  },
} satisfies Record<string, RouteEntry>;
