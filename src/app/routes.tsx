import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ACCOUNT_LOGIN_REQUIRED, RequireAdmin, RequireAuth } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { PublicLayout } from '@/widgets/layout';
import { RootLayout } from './RootLayout';

// Every page is its own chunk (React.lazy), so a visitor downloads only the page they open.
const pages = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ '@/pages/home')),
  products: lazy(() => import(/* webpackChunkName: "page-products" */ '@/pages/products')),
  product: lazy(() => import(/* webpackChunkName: "page-product" */ '@/pages/product')),
  terms: lazy(() => import(/* webpackChunkName: "page-terms" */ '@/pages/terms-and-conditions')),
  privacy: lazy(() => import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy-policy')),
  shipping: lazy(() => import(/* webpackChunkName: "page-shipping" */ '@/pages/shipping-policy')),
  exchangeRefund: lazy(() => import(/* webpackChunkName: "page-exchange-refund" */ '@/pages/exchange-refund-policy')),
  blogs: lazy(() => import(/* webpackChunkName: "page-blogs" */ '@/pages/blogs')),
  events: lazy(() => import(/* webpackChunkName: "page-events" */ '@/pages/events')),
  contact: lazy(() => import(/* webpackChunkName: "page-contact" */ '@/pages/contact-us')),
  tracking: lazy(() => import(/* webpackChunkName: "page-tracking" */ '@/pages/tracking')),
  ourStory: lazy(() => import(/* webpackChunkName: "page-our-story" */ '@/pages/our-story')),
  testimonials: lazy(() => import(/* webpackChunkName: "page-testimonials" */ '@/pages/testimonials')),
  about: lazy(() => import(/* webpackChunkName: "page-about" */ '@/pages/about')),
  services: lazy(() => import(/* webpackChunkName: "page-services" */ '@/pages/services')),
  socialMedia: lazy(() => import(/* webpackChunkName: "page-social-media" */ '@/pages/social-media')),
  links: lazy(() => import(/* webpackChunkName: "page-links" */ '@/pages/links')),
  onlineBooking: lazy(() => import(/* webpackChunkName: "page-online-booking" */ '@/pages/online-booking')),
  bookingConfirmed: lazy(() => import(/* webpackChunkName: "page-booking-confirmed" */ '@/pages/booking-confirmed')),
  bookingManage: lazy(() => import(/* webpackChunkName: "page-booking-manage" */ '@/pages/booking-manage')),
  onlineConsultation: lazy(() => import(/* webpackChunkName: "page-online-consultation" */ '@/pages/online-consultation')),
  meeting: lazy(() => import(/* webpackChunkName: "page-meeting" */ '@/pages/meeting-registration')),
  userProfile: lazy(() => import(/* webpackChunkName: "page-user-profile" */ '@/pages/user-profile')),
  checkout: lazy(() => import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout')),
  orderConfirmation: lazy(() => import(/* webpackChunkName: "page-order-confirmation" */ '@/pages/order-confirmation')),
  orderDetail: lazy(() => import(/* webpackChunkName: "page-order-detail" */ '@/pages/order-detail')),
  search: lazy(() => import(/* webpackChunkName: "page-search" */ '@/pages/search')),
  wishlist: lazy(() => import(/* webpackChunkName: "page-wishlist" */ '@/pages/wishlist')),
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '@/pages/login')),
  register: lazy(() => import(/* webpackChunkName: "page-register" */ '@/pages/register')),
  forgotPassword: lazy(() => import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password')),
  resetPassword: lazy(() => import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password')),
  adminLogin: lazy(() => import(/* webpackChunkName: "admin-login" */ '@/pages/admin/login')),
  adminDashboard: lazy(() => import(/* webpackChunkName: "admin-dashboard" */ '@/pages/admin/dashboard')),
  adminOrders: lazy(() => import(/* webpackChunkName: "admin-orders" */ '@/pages/admin/orders')),
  adminBookings: lazy(() => import(/* webpackChunkName: "admin-bookings" */ '@/pages/admin/bookings')),
  adminInbox: lazy(() => import(/* webpackChunkName: "admin-inbox" */ '@/pages/admin/inbox')),
  adminNewsletter: lazy(() => import(/* webpackChunkName: "admin-newsletter" */ '@/pages/admin/newsletter')),
  adminAdmins: lazy(() => import(/* webpackChunkName: "admin-admins" */ '@/pages/admin/admins')),
  newsletterUnsubscribe: lazy(() => import(/* webpackChunkName: "page-newsletter-unsubscribe" */ '@/pages/newsletter-unsubscribe')),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

/** A named screen of a lazily loaded page module (modules with several screens, one route each). */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazy(() => load().then((module) => ({ default: pick(module) })));

const loadMaster = () => import(/* webpackChunkName: "admin-master" */ '@/pages/admin/master');
const loadProductEntry = () => import(/* webpackChunkName: "admin-product-entry" */ '@/pages/admin/product-entry');
const loadEvents = () => import(/* webpackChunkName: "admin-events" */ '@/pages/admin/events');
const loadBlog = () => import(/* webpackChunkName: "admin-blog" */ '@/pages/admin/blog');
const loadBanners = () => import(/* webpackChunkName: "admin-banners" */ '@/pages/admin/banners');
const loadCategories = () => import(/* webpackChunkName: "admin-categories" */ '@/pages/admin/categories');

// The back office's screens that share a module (and so a chunk) with others.
const adminScreens = {
  master: screen(loadMaster, (m) => m.MasterEntryScreen),
  productEntry: screen(loadProductEntry, (m) => m.ProductEntryScreen),
  profile: screen(loadProductEntry, (m) => m.ProfilePage),
  events: screen(loadEvents, (m) => m.EventsListScreen),
  newEvent: screen(loadEvents, (m) => m.NewEventScreen),
  editEvent: screen(loadEvents, (m) => m.EditEventScreen),
  posts: screen(loadBlog, (m) => m.PostsListScreen),
  newPost: screen(loadBlog, (m) => m.NewPostScreen),
  editPost: screen(loadBlog, (m) => m.EditPostScreen),
  banners: screen(loadBanners, (m) => m.BannersListScreen),
  newBanner: screen(loadBanners, (m) => m.NewBannerScreen),
  editBanner: screen(loadBanners, (m) => m.EditBannerScreen),
  categories: screen(loadCategories, (m) => m.CategoriesListScreen),
  newCategory: screen(loadCategories, (m) => m.NewCategoryScreen),
  editCategory: screen(loadCategories, (m) => m.EditCategoryScreen),
};

/** Every screen of a content kind: its list, `new` and `:id` (the editor). */
const contentRoutes = (path: string, screens: { list: ComponentType; create: ComponentType; edit: ComponentType }): RouteObject[] => [
  { path, element: <screens.list /> },
  { path: `${path}/new`, element: <screens.create /> },
  { path: `${path}/:id`, element: <screens.edit /> },
];

// The admin shell is lazy too: the public site never downloads its code or styles.
const AdminLayout = lazy(() => import(/* webpackChunkName: "admin-shell" */ '@/widgets/admin-shell').then((m) => ({ default: m.AdminLayout })));

const at = (path: string, Page: ComponentType): RouteObject => ({ path: path.replace(/^\//, ''), element: <Page /> });

/** The route table of public-site.md, Screens and routes (plus the account, checkout and password-reset screens). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <pages.home /> },
          at(ROUTES.products, pages.products),
          // /products/one, /products/art, ... render the products page with that filter active.
          at(ROUTES.productsCategory, pages.products),
          at(ROUTES.product, pages.product),
          // The spec's three detail addresses show the seeded products they name.
          at(ROUTES.itemDesc, pages.product),
          at(ROUTES.itemDesc2, pages.product),
          at(ROUTES.itemDesc3, pages.product),
          at(ROUTES.terms, pages.terms),
          at(ROUTES.privacy, pages.privacy),
          at(ROUTES.shipping, pages.shipping),
          at(ROUTES.exchangeRefund, pages.exchangeRefund),
          at(ROUTES.blogs, pages.blogs),
          at(ROUTES.blogAlias, pages.blogs),
          at(ROUTES.events, pages.events),
          at(ROUTES.contact, pages.contact),
          at(ROUTES.tracking, pages.tracking),
          at(ROUTES.ourStory, pages.ourStory),
          at(ROUTES.testimonials, pages.testimonials),
          at(ROUTES.about, pages.about),
          at(ROUTES.services, pages.services),
          at(ROUTES.socialMedia, pages.socialMedia),
          at(ROUTES.links, pages.links),
          at(ROUTES.onlineBooking, pages.onlineBooking),
          at(ROUTES.bookingConfirmed, pages.bookingConfirmed),
          at(ROUTES.bookingManage, pages.bookingManage),
          at(ROUTES.onlineConsultation, pages.onlineConsultation),
          at(ROUTES.meeting, pages.meeting),
          {
            path: ROUTES.userProfile.slice(1),
            element: (
              <RequireAuth explanation={ACCOUNT_LOGIN_REQUIRED}>
                <pages.userProfile />
              </RequireAuth>
            ),
          },
          {
            path: ROUTES.orderDetail.slice(1),
            element: (
              <RequireAuth explanation={ACCOUNT_LOGIN_REQUIRED}>
                <pages.orderDetail />
              </RequireAuth>
            ),
          },
          // Checkout is open to guests (issue 14); a customer who is logged in uses the saved addresses.
          at(ROUTES.checkout, pages.checkout),
          at(ROUTES.orderConfirmation, pages.orderConfirmation),
          at(ROUTES.search, pages.search),
          at(ROUTES.wishlist, pages.wishlist),
          at(ROUTES.login, pages.login),
          at(ROUTES.register, pages.register),
          at(ROUTES.forgotPassword, pages.forgotPassword),
          at(ROUTES.resetPassword, pages.resetPassword),
          at(ROUTES.newsletterUnsubscribe, pages.newsletterUnsubscribe),
        ],
      },
      at(ROUTES.adminLogin, pages.adminLogin),
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <Navigate to={ROUTES.adminDashboard} replace /> },
          { path: 'dashboard', element: <pages.adminDashboard /> },
          { path: 'master', element: <adminScreens.master /> },
          // The former Category and Banner entries of the spec's sidebar lead to their real screens.
          { path: 'master/category', element: <Navigate to={ROUTES.adminCategories} replace /> },
          { path: 'master/*', element: <Navigate to={ROUTES.adminMaster} replace /> },
          { path: 'product-entry', element: <adminScreens.productEntry /> },
          { path: 'product-entry/profile', element: <adminScreens.profile /> },
          { path: 'product-entry/banner', element: <Navigate to={ROUTES.adminBanners} replace /> },
          { path: 'product-entry/*', element: <Navigate to={ROUTES.adminProductEntry} replace /> },
          // The back office (issue 16): the list and the item share a page (one chunk).
          { path: 'orders', element: <pages.adminOrders /> },
          { path: 'orders/:id', element: <pages.adminOrders /> },
          // The bookings list, the agenda of a day and the blocked dates: one page with three tabs.
          ...['bookings', 'bookings/agenda', 'bookings/blocked'].map((path) => ({ path, element: <pages.adminBookings /> })),
          { path: 'inbox', element: <pages.adminInbox /> },
          { path: 'inbox/:type/:id', element: <pages.adminInbox /> },
          { path: 'newsletter', element: <pages.adminNewsletter /> },
          { path: 'admins', element: <pages.adminAdmins /> },
          // Issue 16: content the staff keep current, and the shop's categories.
          ...contentRoutes('events', { list: adminScreens.events, create: adminScreens.newEvent, edit: adminScreens.editEvent }),
          ...contentRoutes('blog', { list: adminScreens.posts, create: adminScreens.newPost, edit: adminScreens.editPost }),
          ...contentRoutes('banners', { list: adminScreens.banners, create: adminScreens.newBanner, edit: adminScreens.editBanner }),
          ...contentRoutes('categories', { list: adminScreens.categories, create: adminScreens.newCategory, edit: adminScreens.editCategory }),
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];
