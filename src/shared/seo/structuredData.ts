import { ROUTES, recordPath } from '../config/routes';
import type { AbsoluteUrl, Breadcrumb } from './breadcrumbs';
import { SITE_NAME } from '../config/site';
import type { BlogPost } from '../contract/blogPost';
import type { SiteEvent } from '../contract/event';
import type { Product } from '../contract/product';
import { isSoldOut, sellingPrice } from '../contract/productRules';

/*
 * schema.org JSON-LD of the pages: built in the browser (each page's PageMeta) and by the server
 * (the pages it renders from the database), with `url` making a path absolute on the public address.
 */

export { breadcrumbJsonLd, type AbsoluteUrl, type Breadcrumb } from './breadcrumbs';

const SCHEMA = 'https://schema.org';
/** India Standard Time, as every date and time the staff enter is. */
const IST = '+05:30';

/** The crumbs of a product's page: Home, Products, the product (the app and the server write the same). */
export const productBreadcrumbs = (product: Pick<Product, 'name' | 'slug'>): Breadcrumb[] => [
  { name: 'Home', path: ROUTES.home },
  { name: 'Products', path: ROUTES.products },
  { name: product.name, path: recordPath(ROUTES.product, product.slug) },
];

const organization = (url: AbsoluteUrl) => ({ '@type': 'Organization', name: SITE_NAME, url: url('/') });

/** Product with one INR offer: the price it sells at now and whether any is left. */
export function productJsonLd(product: Product, pagePath: string, url: AbsoluteUrl) {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => url(image.imageUrl)),
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: url(pagePath),
      priceCurrency: 'INR',
      price: sellingPrice(product).toFixed(2),
      availability: `${SCHEMA}/${isSoldOut(product) ? 'OutOfStock' : 'InStock'}`,
      seller: organization(url),
    },
  };
}

const CLOCK = /(\d{1,2}):(\d{2})\s*([AP]M)/gi;

/** `2026-12-05` and `10:00 AM - 4:00 PM` -> start and end in IST; the date alone when the time says no hour. */
export function eventTimes(date: string, time: string): { startDate: string; endDate?: string } {
  const clock = [...time.matchAll(CLOCK)].map(([, hours, minutes, half]) => {
    const hour = (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
    return hour * 60 + Number(minutes);
  });
  if (clock.length === 0) return { startDate: date };
  const at = (day: string, minutes: number) =>
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${IST}`;
  const [start, end] = clock;
  if (end === undefined) return { startDate: at(date, start) };
  // An evening that ends after midnight ends the next day.
  const endDay = end > start ? date : new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { startDate: at(date, start), endDate: at(endDay, end) };
}

/** Event: when and where (IST), its picture, who runs it and, when it has a price, its offer. */
export function eventJsonLd(event: SiteEvent, pagePath: string, url: AbsoluteUrl) {
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    description: event.description,
    ...eventTimes(event.date, event.time),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: { '@type': 'Place', name: event.location || SITE_NAME, address: event.location || 'New Delhi, India' },
    ...(event.image ? { image: [url(event.image)] } : {}),
    organizer: organization(url),
    url: url(pagePath),
    ...(typeof event.price === 'number'
      ? {
          offers: {
            '@type': 'Offer',
            url: url(pagePath),
            priceCurrency: 'INR',
            price: event.price.toFixed(2),
            availability: `${SCHEMA}/${event.isPast ? 'SoldOut' : 'InStock'}`,
          },
        }
      : {}),
  };
}

/** BlogPosting: headline, picture, date, author and the company as publisher (with `logo`, an absolute URL). */
export function blogPostingJsonLd(post: BlogPost, pagePath: string, url: AbsoluteUrl, logo: string) {
  const published = `${post.date}T00:00:00${IST}`;
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    ...(post.image ? { image: [url(post.image)] } : {}),
    datePublished: published,
    dateModified: published,
    author: post.author ? { '@type': 'Person', name: post.author } : organization(url),
    publisher: { ...organization(url), logo: { '@type': 'ImageObject', url: logo } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url(pagePath) },
    url: url(pagePath),
  };
}
