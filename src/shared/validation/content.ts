import * as yup from 'yup';
import { SLUG_PATTERN } from './slug';
import { isIsoDate } from './bookingDates';
import { VALIDATION_MESSAGES } from './messages';

/*
 * The back office's content forms (events, blog posts, hero banners, categories): one set of
 * rules for the admin forms and the server (issue 16).
 */

export const CONTENT_LIMITS = { title: 120, shortText: 100, description: 2000, url: 500, slug: 80 } as const;

export const CONTENT_MESSAGES = {
  titleRequired: 'Please enter a title',
  typeRequired: 'Please enter a type',
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  descriptionRequired: 'Please enter a description',
  priceInvalid: 'Please enter an amount in rupees (0 or more)',
  originalBelowPrice: 'The original price cannot be below the price',
  slugInvalid: 'Use lowercase letters, digits and single hyphens',
  imageInvalid: 'Upload an image or enter an address starting with /uploads/ or https://',
  imageAltRequired: 'Please describe the image (alt text)',
  altRequired: 'Alt text is required: describe the slide for people who cannot see it',
  sourceRequired: 'Please upload or enter the desktop source',
  ctaLinkInvalid: 'The link must be a path on this site (starting with /) or an https:// address',
  ctaTextRequired: 'Please enter the button text for this link',
  ctaLinkRequired: 'Please enter the link for this button',
  nameRequired: 'Please enter a name',
  postTypeInvalid: 'Choose Blog or Event',
  bannerTypeInvalid: 'Choose image or video',
} as const;

const M = CONTENT_MESSAGES;
const tooLong = VALIDATION_MESSAGES.tooLong;

/** An internal path (not `//host`, which the browser treats as another site) or an https URL. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Media the site serves itself (uploads) or an https address. */
export const isMediaUrl = (value: string) => /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(value) || (value.startsWith('https://') && isSafeLink(value));

const text = (max: number) => yup.string().trim().max(max, tooLong(max)).default('');
const required = (message: string, max: number) => yup.string().trim().required(message).max(max, tooLong(max));
const blankToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);
const rupees = () => yup.number().transform(blankToUndefined).typeError(M.priceInvalid).required(M.priceInvalid).min(0, M.priceInvalid).max(10_000_000, M.priceInvalid);
const isoDate = () => yup.string().trim().required(M.dateRequired).test('iso-date', M.dateInvalid, (value) => isIsoDate(value));
/** Empty = derived from the title by the server. */
const slug = () => text(CONTENT_LIMITS.slug).matches(SLUG_PATTERN, { message: M.slugInvalid, excludeEmptyString: true });
const media = (requiredMessage?: string) => {
  const base = text(CONTENT_LIMITS.url).test('media-url', M.imageInvalid, (value) => !value || isMediaUrl(value));
  return requiredMessage ? base.required(requiredMessage) : base;
};
const published = () => yup.boolean().typeError('Must be true or false').default(false);

export const eventSchema = yup.object({
  title: required(M.titleRequired, CONTENT_LIMITS.title),
  slug: slug(),
  type: required(M.typeRequired, 40),
  date: isoDate(),
  time: text(CONTENT_LIMITS.shortText),
  location: text(CONTENT_LIMITS.shortText),
  description: required(M.descriptionRequired, CONTENT_LIMITS.description),
  image: media(),
  imageAlt: text(CONTENT_LIMITS.shortText * 2).when('image', { is: (value: string) => Boolean(value), then: (s) => s.required(M.imageAltRequired) }),
  price: rupees(),
  originalPrice: rupees().test('not-below-price', M.originalBelowPrice, function check(value) {
    return typeof value !== 'number' || typeof this.parent.price !== 'number' || value >= this.parent.price;
  }),
  published: published(),
});
export type EventInput = yup.InferType<typeof eventSchema>;

const blogProductSchema = yup
  .object({
    name: required(M.nameRequired, CONTENT_LIMITS.shortText),
    description: text(CONTENT_LIMITS.description),
    benefits: yup.array(yup.string().trim().required().max(CONTENT_LIMITS.shortText, tooLong(CONTENT_LIMITS.shortText))).max(10).default([]),
    price: rupees(),
    rating: yup.number().typeError('Rating from 0 to 5').min(0).max(5).default(0),
    reviews: yup.number().typeError('Whole number of reviews').integer().min(0).default(0),
    url: text(CONTENT_LIMITS.url).test('link', M.ctaLinkInvalid, (value) => !value || isSafeLink(value)),
  })
  .nullable()
  .default(null);

export const blogPostSchema = yup.object({
  title: required(M.titleRequired, CONTENT_LIMITS.title),
  slug: slug(),
  type: yup.string().trim().required(M.postTypeInvalid).oneOf(['Blog', 'Event'] as const, M.postTypeInvalid),
  date: isoDate(),
  image: media(),
  imageAlt: text(CONTENT_LIMITS.shortText * 2).when('image', { is: (value: string) => Boolean(value), then: (s) => s.required(M.imageAltRequired) }),
  description: required(M.descriptionRequired, CONTENT_LIMITS.description),
  author: text(CONTENT_LIMITS.shortText),
  readTime: text(40),
  location: text(CONTENT_LIMITS.shortText),
  time: text(CONTENT_LIMITS.shortText),
  product: blogProductSchema,
  published: published(),
});
export type BlogPostInput = yup.InferType<typeof blogPostSchema>;

export const bannerSchema = yup.object().shape({
  type: yup.string().trim().required(M.bannerTypeInvalid).oneOf(['image', 'video'] as const, M.bannerTypeInvalid),
  srcDesktop: media(M.sourceRequired),
  /** Empty = the desktop source on phones too. */
  srcMobile: media(),
  poster: media(),
  alt: required(M.altRequired, CONTENT_LIMITS.shortText * 2),
  title: text(CONTENT_LIMITS.title),
  subtitle: text(CONTENT_LIMITS.title * 2),
  ctaText: text(40).when('ctaLink', { is: (value: string) => Boolean(value?.trim()), then: (s) => s.required(M.ctaTextRequired) }),
  ctaLink: text(CONTENT_LIMITS.url)
    .test('safe-link', M.ctaLinkInvalid, (value) => !value || isSafeLink(value))
    .when('ctaText', { is: (value: string) => Boolean(value?.trim()), then: (s) => s.required(M.ctaLinkRequired) }),
  active: published(),
}, [['ctaText', 'ctaLink']]);
export type BannerInput = yup.InferType<typeof bannerSchema>;

export const categorySchema = yup.object({
  name: required(M.nameRequired, 60),
  slug: slug(),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;

export const publishSchema = yup.object({ published: yup.boolean().typeError('Must be true or false').required('Must be true or false') });
export const activeSchema = yup.object({ active: yup.boolean().typeError('Must be true or false').required('Must be true or false') });
export const moveSchema = yup.object({ direction: yup.string().required('Choose up or down').oneOf(['up', 'down'] as const, 'Choose up or down') });
