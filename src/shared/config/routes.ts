// Every path of the route table (spec public-site.md, Screens and routes) in one place.

export const ROUTES = {
  home: '/',
  products: '/products',
  productsCategory: '/products/:category',
  itemDesc: '/item-desc',
  itemDesc2: '/item-desc2',
  itemDesc3: '/item-desc3',
  /** One page per product, by its slug. */
  product: '/product/:slug',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  shipping: '/shipping-policy',
  exchangeRefund: '/exchange-refund-policy',
  blogs: '/blogs',
  /** One page per published post, by its slug. */
  blogPost: '/blogs/:slug',
  blogAlias: '/blog',
  events: '/events',
  /** One page per published event, by its slug. */
  event: '/events/:slug',
  contact: '/contact-us',
  tracking: '/tracking',
  ourStory: '/our-story',
  testimonials: '/testimonials',
  about: '/about',
  services: '/services',
  socialMedia: '/social-media',
  links: '/links',
  onlineBooking: '/online-booking',
  onlineConsultation: '/online-consultation',
  bookingConfirmed: '/booking/confirmed/:reference',
  bookingManage: '/booking/manage/:token',
  /** A client's proposal, read and accepted by the link in its e-mail, no login. */
  proposal: '/proposal/:token',
  /** The meeting-registration route: an event name ending in 2025. */
  meeting: '/global-event-summit-2025',
  userProfile: '/user/profile',
  checkout: '/checkout',
  orderConfirmation: '/checkout/confirmation/:orderNumber',
  /** A customer's order: items, address, payment, timeline, invoice, cancel and returns. */
  orderDetail: '/user/orders/:orderNumber',
  search: '/search',
  wishlist: '/wishlist',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The confirm page of the newsletter mail's unsubscribe link (`?token=…`). */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminMaster: '/admin/master',
  adminCategory: '/admin/master/category',
  adminProductEntry: '/admin/product-entry',
  adminBanner: '/admin/product-entry/banner',
  adminProfile: '/admin/product-entry/profile',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminBookings: '/admin/bookings',
  adminBookingsMonth: '/admin/bookings/month',
  adminBookingsAgenda: '/admin/bookings/agenda',
  adminBookingsBlocked: '/admin/bookings/blocked',
  adminBookingsAdvances: '/admin/bookings/advances',
  adminInbox: '/admin/inbox',
  adminInboxItem: '/admin/inbox/:type/:id',
  adminLeads: '/admin/leads',
  adminLeadsBoard: '/admin/leads/board',
  adminLead: '/admin/leads/:id',
  adminNewsletter: '/admin/newsletter',
  adminAdmins: '/admin/admins',
  adminBilling: '/admin/billing',
  adminPayments: '/admin/payments',
  adminProposals: '/admin/proposals',
  adminProposalNew: '/admin/proposals/new',
  adminProposal: '/admin/proposals/:id',
  adminEvents: '/admin/events',
  adminBlog: '/admin/blog',
  adminBanners: '/admin/banners',
  adminCategories: '/admin/categories',
} as const;

/** The address of one record's own page: `/product/<slug>`, `/events/<slug>`, `/blogs/<slug>`. */
export const recordPath = (route: '/product/:slug' | '/events/:slug' | '/blogs/:slug', slug: string) =>
  route.replace(':slug', encodeURIComponent(slug));

/** Where a failed token refresh sends the browser (spec: States and transitions). */
export const SESSION_EXPIRED_PATH = `${ROUTES.adminLogin}?session=expired`;
