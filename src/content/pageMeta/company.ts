import { homeCrumb, type PageMetaContent } from './types';

// The company and content pages.
export const blogs = {
  title: 'Blogs',
  description: 'Ideas, guides and stories from the events we plan: weddings, corporate events, exhibitions and more.',
  breadcrumbs: [homeCrumb, { name: 'Blogs', path: '/blogs' }],
} satisfies PageMetaContent;
export const events = {
  title: 'Events',
  description: 'Upcoming events, workshops and services you can register for.',
} satisfies PageMetaContent;
export const contact = {
  title: 'Contact Us',
  description: 'Call, chat or write to Utsav Events. Office hours Mon-Sat 10am-7pm IST.',
  breadcrumbs: [homeCrumb, { name: 'Contact Us', path: '/contact-us' }],
} satisfies PageMetaContent;
export const tracking = {
  title: 'Track your order',
  description: 'Track an order by its order number or tracking (AWB) number.',
} satisfies PageMetaContent;
export const ourStory = {
  title: 'Our Story',
  description: 'How Utsav Events grew into an event planning, production and promotions company in Delhi.',
  breadcrumbs: [homeCrumb, { name: 'Our Story', path: '/our-story' }],
} satisfies PageMetaContent;
export const testimonials = {
  title: 'Testimonials',
  description: 'What our clients say about the weddings, corporate events and exhibitions we planned.',
} satisfies PageMetaContent;
export const about = {
  title: 'About Us',
  description: '11000+ events planned and produced: who we are, what we do and what we promise.',
} satisfies PageMetaContent;
export const services = {
  title: 'Services',
  description: 'Corporate events, weddings, exhibitions, catering, farmhouse venues, printing, MICE and gifting.',
} satisfies PageMetaContent;
export const socialMedia = {
  title: 'Social Media',
  description: 'Follow Utsav Events on Facebook, Instagram, LinkedIn and YouTube.',
} satisfies PageMetaContent;
export const links = {
  title: 'Links',
  description: 'All Utsav Events links in one place: book an event, services, portfolio and more.',
} satisfies PageMetaContent;
