import { ROUTES } from '@/shared/config/routes';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** Header navigation, in the spec's order (public-site.md, Screens and routes). */
export const HEADER_LINKS: NavLinkItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.onlineBooking, label: 'Book Your Event' },
  { to: ROUTES.blogs, label: 'Blogs' },
  { to: ROUTES.events, label: 'Events' },
  { to: ROUTES.testimonials, label: 'Testimonials' },
  { to: ROUTES.products, label: 'Products' },
  { to: ROUTES.services, label: 'Services' },
  { to: ROUTES.socialMedia, label: 'Social Media' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.contact, label: 'Contact Us' },
];

/** Footer links (spec: Screens and routes), including /blog and the in-page About anchor. */
export const FOOTER_LINKS: NavLinkItem[] = [
  { to: ROUTES.testimonials, label: 'Testimonials' },
  { to: ROUTES.services, label: 'Services' },
  { to: ROUTES.terms, label: 'Terms and Conditions' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.blogAlias, label: 'Blog' },
  { to: ROUTES.contact, label: 'Contact Us' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
  { to: '#footer-about', label: 'Who we are' },
];
