import * as yup from 'yup';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  isSafeLink,
  isoDate,
  media,
  published,
  required,
  rupees,
  slug,
  text,
  tooLong,
} from './fields/content';

// A post of /blogs (Event posts carry a place and time, and may offer a package): the back
// office's form (and `POST/PUT /api/admin/blog-posts`) and the post as the API shows it.

const blogProductSchema = yup
  .object({
    name: required(M.nameRequired, CONTENT_LIMITS.shortText),
    description: text(CONTENT_LIMITS.description),
    benefits: yup
      .array(yup.string().trim().required().max(CONTENT_LIMITS.shortText, tooLong(CONTENT_LIMITS.shortText)))
      .max(10)
      .default([]),
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
  type: yup
    .string()
    .trim()
    .required(M.postTypeInvalid)
    .oneOf(['Blog', 'Event'] as const, M.postTypeInvalid),
  date: isoDate(),
  image: media(),
  imageAlt: text(CONTENT_LIMITS.shortText * 2).when('image', {
    is: (value: string) => Boolean(value),
    then: (s) => s.required(M.imageAltRequired),
  }),
  description: required(M.descriptionRequired, CONTENT_LIMITS.description),
  author: text(CONTENT_LIMITS.shortText),
  readTime: text(40),
  location: text(CONTENT_LIMITS.shortText),
  time: text(CONTENT_LIMITS.shortText),
  product: blogProductSchema,
  published: published(),
});
export type BlogPostInput = yup.InferType<typeof blogPostSchema>;

/** The package an Event post offers. */
export type BlogProduct = NonNullable<BlogPostInput['product']>;

/** The back office's view: every field plus the publishing times. */
export interface AdminBlogPost extends BlogPostInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A published post as the public pages show it. */
export interface BlogPost extends Omit<BlogPostInput, 'published'> {
  id: number;
  /** An Event post whose date is before today in IST (no Register then); always false for a Blog post. */
  isPast: boolean;
}
