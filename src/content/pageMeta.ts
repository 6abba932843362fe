import type { Breadcrumb } from '@/shared/ui/PageMeta';

export interface PageMetaContent {
  title: string;
  description: string;
  /** Home, products, blogs, contact-us and our-story carry breadcrumbs and social tags (spec §2). */
  breadcrumbs?: Breadcrumb[];
}

const homeCrumb: Breadcrumb = { name: 'Home', path: '/' };

// Title and description of every page, one export each. Import the module as a namespace
// (`import * as PAGE_META from '@/content/pageMeta'`, then `PAGE_META.login`): webpack then
// bundles only the entries a page reads, instead of every page's texts into every page.

export const home = {
  title: 'Utsav Events',
  description:
    'Event planning, production and promotions in Delhi: corporate events, weddings, exhibitions, MICE, catering, farmhouse venues, printing and gifting.',
  breadcrumbs: [homeCrumb],
} satisfies PageMetaContent;
export const products = {
  title: 'Products',
  description: 'Gift hampers, art, corporate gifts and event merchandise from Utsav Events, delivered across India.',
  breadcrumbs: [homeCrumb, { name: 'Products', path: '/products' }],
} satisfies PageMetaContent;
export const itemDesc = { title: 'Product details', description: 'Sizes, colours, price and care instructions for this product.' } satisfies PageMetaContent;
export const terms = { title: 'Terms and Conditions', description: 'The terms that apply when you use this site, book an event or buy from our shop.' } satisfies PageMetaContent;
export const privacy = { title: 'Privacy Policy', description: 'What personal data we collect, why, how long we keep it and your rights.' } satisfies PageMetaContent;
export const shipping = { title: 'Shipping and Delivery Policy', description: 'Delivery times, shipping costs, express delivery and delivery attempts.' } satisfies PageMetaContent;
export const exchangeRefund = { title: 'Exchange and Refund Policy', description: 'Return periods, eligible items, the return process, refunds and exchanges.' } satisfies PageMetaContent;
export const blogs = {
  title: 'Blogs',
  description: 'Ideas, guides and stories from the events we plan: weddings, corporate events, exhibitions and more.',
  breadcrumbs: [homeCrumb, { name: 'Blogs', path: '/blogs' }],
} satisfies PageMetaContent;
export const events = { title: 'Events', description: 'Upcoming events, workshops and services you can register for.' } satisfies PageMetaContent;
export const contact = {
  title: 'Contact Us',
  description: 'Call, chat or write to Utsav Events. Office hours Mon-Sat 10am-7pm IST.',
  breadcrumbs: [homeCrumb, { name: 'Contact Us', path: '/contact-us' }],
} satisfies PageMetaContent;
export const tracking = { title: 'Track your order', description: 'Track an order by its order number or tracking (AWB) number.' } satisfies PageMetaContent;
export const ourStory = {
  title: 'Our Story',
  description: 'How Utsav Events grew into an event planning, production and promotions company in Delhi.',
  breadcrumbs: [homeCrumb, { name: 'Our Story', path: '/our-story' }],
} satisfies PageMetaContent;
export const testimonials = { title: 'Testimonials', description: 'What our clients say about the weddings, corporate events and exhibitions we planned.' } satisfies PageMetaContent;
export const about = { title: 'About Us', description: '11000+ events planned and produced: who we are, what we do and what we promise.' } satisfies PageMetaContent;
export const services = { title: 'Services', description: 'Corporate events, weddings, exhibitions, catering, farmhouse venues, printing, MICE and gifting.' } satisfies PageMetaContent;
export const socialMedia = { title: 'Social Media', description: 'Follow Utsav Events on Facebook, Instagram, LinkedIn and YouTube.' } satisfies PageMetaContent;
export const links = { title: 'Links', description: 'All Utsav Events links in one place: book an event, services, portfolio and more.' } satisfies PageMetaContent;
export const onlineBooking = { title: 'Book Your Event', description: 'Book an event consultation online in four steps: service, date and time, your details, confirm.' } satisfies PageMetaContent;
export const onlineConsultation = { title: 'Online Consultation', description: 'Our service catalogue and the consultation request form.' } satisfies PageMetaContent;
export const meeting = { title: 'Global Event Summit 2025', description: 'Register to join our meeting for the Global Event Summit 2025.' } satisfies PageMetaContent;
export const userProfile = { title: 'My Account', description: 'Your profile, orders and saved addresses.' } satisfies PageMetaContent;
export const checkout = { title: 'Checkout', description: 'Delivery address, delivery method and payment for your order.' } satisfies PageMetaContent;
export const login = { title: 'Log in', description: 'Log in to your Utsav Events account.' } satisfies PageMetaContent;
export const register = { title: 'Create an account', description: 'Create an Utsav Events account to track orders and save addresses.' } satisfies PageMetaContent;
export const forgotPassword = { title: 'Forgot password', description: 'Get a link to reset your password.' } satisfies PageMetaContent;
export const resetPassword = { title: 'Reset password', description: 'Choose a new password for your account.' } satisfies PageMetaContent;
export const adminLogin = { title: 'Admin login', description: 'Administrator login for the Utsav Events back office.' } satisfies PageMetaContent;
export const adminDashboard = { title: 'Admin dashboard', description: 'Back-office overview.' } satisfies PageMetaContent;
export const adminMaster = { title: 'Master Entry', description: 'Back-office master data entry.' } satisfies PageMetaContent;
export const adminProductEntry = { title: 'Product Entry', description: 'Create, edit and delete catalogue products.' } satisfies PageMetaContent;
