import { ROUTES } from '@/shared/config/routes';
import { THEME_ART } from './images';

/** Fixed texts of the home page sections (public-site.md, Screens and routes, Home). */
export const HOME_TEXT = {
  promo: {
    label: 'Workshop Series 2025',
    text: 'Hands-on sessions on event design, décor and hospitality. Hear from past participants.',
    linkText: 'Read their stories',
    link: ROUTES.testimonials,
  },
  tagline: 'Event planning, production and promotions in Delhi',
  vision: {
    heading: 'Our Vision',
    paragraphs: [
      'To make every celebration and every business gathering in India feel effortless for the host and unforgettable for the guests.',
      'We bring planners, designers, caterers, printers and production crews under one roof, so one call covers everything from the first idea to the last guest leaving.',
    ],
  },
  categoriesHeading: 'What we plan',
  products: {
    heading: 'Our Products',
    intro: 'Gift hampers, art and event merchandise, made for your guests and your teams.',
    items: [
      {
        title: 'Festive Gift Hamper',
        text: 'Dry fruits, sweets and keepsakes in a hand-painted box.',
        link: ROUTES.product.replace(':slug', 'festive-gift-hamper'),
        image: THEME_ART.gifting,
        alt: 'Gift box with a gold ribbon',
      },
      {
        title: 'Event Art Prints',
        text: 'Limited prints from our design studio, framed to order.',
        link: ROUTES.product.replace(':slug', 'event-art-print'),
        image: THEME_ART.printing,
        alt: 'Stack of printed art sheets',
      },
    ],
    linkText: 'View product',
  },
  keyFiguresHeading: 'Key Figures',
  newsletter: {
    heading: 'Get 10% off your first order',
    text: 'Join our newsletter for event ideas and offers, and we will e-mail you a 10% discount code.',
  },
  testimonialsHeading: 'What our clients say',
} as const;

/** Key Figures (spec: What the product does): counted up when the section scrolls into view. */
export const KEY_FIGURES = [
  { label: 'Projects Completed', value: 11000 },
  { label: 'Happy Clients', value: 2500 },
  { label: 'Testimonials', value: 850 },
  { label: 'Reviews', value: 488 },
] as const;
