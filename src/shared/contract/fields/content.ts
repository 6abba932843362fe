import * as yup from 'yup';
import { SLUG_PATTERN } from './slug';
import { isIsoDate } from './bookingDates';
import { VALIDATION_MESSAGES } from './messages';

/*
 * The field rules of the back office's content forms (events, blog posts, hero banners,
 * categories), shared by the admin forms and the server; each entity's schema is in its own file.
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
export const tooLong = VALIDATION_MESSAGES.tooLong;

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
export const isMediaUrl = (value: string) =>
  /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(value) || (value.startsWith('https://') && isSafeLink(value));

export const text = (max: number) => yup.string().trim().max(max, tooLong(max)).default('');
export const required = (message: string, max: number) => yup.string().trim().required(message).max(max, tooLong(max));
const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;
export const rupees = () =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(M.priceInvalid)
    .required(M.priceInvalid)
    .min(0, M.priceInvalid)
    .max(10_000_000, M.priceInvalid);
export const isoDate = () =>
  yup
    .string()
    .trim()
    .required(M.dateRequired)
    .test('iso-date', M.dateInvalid, (value) => isIsoDate(value));
/** Empty = derived from the title by the server. */
export const slug = () =>
  text(CONTENT_LIMITS.slug).matches(SLUG_PATTERN, { message: M.slugInvalid, excludeEmptyString: true });
export const media = (requiredMessage?: string) => {
  const base = text(CONTENT_LIMITS.url).test('media-url', M.imageInvalid, (value) => !value || isMediaUrl(value));
  return requiredMessage ? base.required(requiredMessage) : base;
};
export const published = () => yup.boolean().typeError('Must be true or false').default(false);

/** `PATCH` of an event or a post: publish or withdraw it. */
export const publishSchema = yup.object({
  published: yup.boolean().typeError('Must be true or false').required('Must be true or false'),
});
