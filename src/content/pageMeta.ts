import type { Breadcrumb } from '@/shared/ui/PageMeta';

export interface PageMetaContent {
  title: string;
  description: string;
  /** Home, products, blogs, contact-us and our-story carry breadcrumbs and social tags (spec §2). */
  breadcrumbs?: Breadcrumb[];
}

const home: Breadcrumb = { name: 'Home', path: '/' };

/** Title and description of every page, in one place. */
export const PAGE_META = {
  home: {
    title: 'Utsav Events',
    description:
      'Event planning, production and promotions in Delhi: corporate events, weddings, exhibitions, MICE, catering, farmhouse venues, printing and gifting.',
    breadcrumbs: [home],
  },
  products: {
    title: 'Products',
    description: 'Gift hampers, art, corporate gifts and event merchandise from Utsav Events, delivered across India.',
    breadcrumbs: [home, { name: 'Products', path: '/products' }],
  },
  itemDesc: { title: 'Product details', description: 'Sizes, colours, price and care instructions for this product.' },
  terms: { title: 'Terms and Conditions', description: 'The terms that apply when you use this site, book an event or buy from our shop.' },
  privacy: { title: 'Privacy Policy', description: 'What personal data we collect, why, how long we keep it and your rights.' },
  shipping: { title: 'Shipping and Delivery Policy', description: 'Delivery times, shipping costs, express delivery and delivery attempts.' },
  exchangeRefund: { title: 'Exchange and Refund Policy', description: 'Return periods, eligible items, the return process, refunds and exchanges.' },
  blogs: {
    title: 'Blogs',
    description: 'Ideas, guides and stories from the events we plan: weddings, corporate events, exhibitions and more.',
    breadcrumbs: [home, { name: 'Blogs', path: '/blogs' }],
  },
  events: { title: 'Events', description: 'Upcoming events, workshops and services you can register for.' },
  contact: {
    title: 'Contact Us',
    description: 'Call, chat or write to Utsav Events. Office hours Mon-Sat 10am-7pm IST.',
    breadcrumbs: [home, { name: 'Contact Us', path: '/contact-us' }],
  },
  tracking: { title: 'Track your order', description: 'Track an order by its order number or tracking (AWB) number.' },
  ourStory: {
    title: 'Our Story',
    description: 'How Utsav Events grew into an event planning, production and promotions company in Delhi.',
    breadcrumbs: [home, { name: 'Our Story', path: '/our-story' }],
  },
  testimonials: { title: 'Testimonials', description: 'What our clients say about the weddings, corporate events and exhibitions we planned.' },
  about: { title: 'About Us', description: '11000+ events planned and produced: who we are, what we do and what we promise.' },
  services: { title: 'Services', description: 'Corporate events, weddings, exhibitions, catering, farmhouse venues, printing, MICE and gifting.' },
  socialMedia: { title: 'Social Media', description: 'Follow Utsav Events on Facebook, Instagram, LinkedIn and YouTube.' },
  links: { title: 'Links', description: 'All Utsav Events links in one place: book an event, services, portfolio and more.' },
  onlineBooking: { title: 'Book Your Event', description: 'Book an event consultation online in four steps: service, date and time, your details, confirm.' },
  onlineConsultation: { title: 'Online Consultation', description: 'Our service catalogue and the consultation request form.' },
  meeting: { title: 'Global Event Summit 2025', description: 'Register to join our meeting for the Global Event Summit 2025.' },
  userProfile: { title: 'My Account', description: 'Your profile, orders and saved addresses.' },
  checkout: { title: 'Checkout', description: 'Delivery address, delivery method and payment for your order.' },
  login: { title: 'Log in', description: 'Log in to your Utsav Events account.' },
  register: { title: 'Create an account', description: 'Create an Utsav Events account to track orders and save addresses.' },
  forgotPassword: { title: 'Forgot password', description: 'Get a link to reset your password.' },
  resetPassword: { title: 'Reset password', description: 'Choose a new password for your account.' },
  adminLogin: { title: 'Admin login', description: 'Administrator login for the Utsav Events back office.' },
  adminDashboard: { title: 'Admin dashboard', description: 'Back-office overview.' },
  adminMaster: { title: 'Master Entry', description: 'Back-office master data entry.' },
  adminProductEntry: { title: 'Product Entry', description: 'Create, edit and delete catalogue products.' },
} satisfies Record<string, PageMetaContent>;

export type PageKey = keyof typeof PAGE_META;
