import { ROUTES } from '@/shared/config/routes';
import { COMPANY } from './company';

/** The link-in-bio page (spec: Screens and routes, Links): six cards that all point to the home route. */
export const LINK_CARDS: Array<{ title: string; text: string; to: string }> = [
  { title: 'Book an Event', text: 'Tell us the date and the idea; we call you back within a day.', to: ROUTES.home },
  { title: 'Premium Services', text: 'Weddings, corporate events, exhibitions, MICE and more.', to: ROUTES.home },
  { title: 'Portfolio & Gallery', text: 'Eleven thousand events, a few of our favourites.', to: ROUTES.home },
  { title: 'Testimonials', text: 'What our clients say after the last guest has left.', to: ROUTES.home },
  { title: 'Events & Updates', text: 'Workshops, expos and concerts you can join.', to: ROUTES.home },
  { title: 'Entertainment & Artists', text: 'Bands, DJs, anchors and performers for every stage.', to: ROUTES.home },
];

export type LinkIcon = 'instagram' | 'youtube' | 'facebook' | 'twitter' | 'linkedin' | 'email' | 'phone' | 'website';

/** The eight icon links, in the spec's order. */
export const LINK_ICONS: Array<{ icon: LinkIcon; label: string; href: string }> = [
  { icon: 'instagram', label: 'Instagram', href: COMPANY.social.instagram },
  { icon: 'youtube', label: 'YouTube', href: COMPANY.social.youtube },
  { icon: 'facebook', label: 'Facebook', href: COMPANY.social.facebook },
  { icon: 'twitter', label: 'Twitter', href: COMPANY.social.twitter },
  { icon: 'linkedin', label: 'LinkedIn', href: COMPANY.social.linkedin },
  { icon: 'email', label: 'E-mail', href: `mailto:${COMPANY.email}` },
  { icon: 'phone', label: 'Phone', href: COMPANY.phoneHref },
  { icon: 'website', label: 'Website', href: '/' },
];

/** Claimed figures of the links page (spec: What the product does). */
export const LINK_STATS = [
  { value: '500+', label: 'Events' },
  { value: '50K+', label: 'Guests' },
  { value: '98%', label: 'Success' },
] as const;

export const LINKS_TEXT = {
  profileName: COMPANY.name,
  bio: 'Weddings, corporate events, exhibitions and MICE from Delhi, across India. Open 24/7.',
  copyProfile: 'Copy Profile Link',
  profileCopied: 'Link Copied!',
  share: 'Share',
} as const;
