import * as yup from 'yup';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  isoDate,
  media,
  published,
  required,
  rupees,
  slug,
  text,
} from './fields/content';

// An event or service card of /events: the back office's form (and `POST/PUT /api/admin/events`)
// and the event as the API shows it.

export const eventSchema = yup.object({
  title: required(M.titleRequired, CONTENT_LIMITS.title),
  slug: slug(),
  type: required(M.typeRequired, 40),
  date: isoDate(),
  time: text(CONTENT_LIMITS.shortText),
  location: text(CONTENT_LIMITS.shortText),
  description: required(M.descriptionRequired, CONTENT_LIMITS.description),
  image: media(),
  imageAlt: text(CONTENT_LIMITS.shortText * 2).when('image', {
    is: (value: string) => Boolean(value),
    then: (s) => s.required(M.imageAltRequired),
  }),
  price: rupees(),
  originalPrice: rupees().test('not-below-price', M.originalBelowPrice, function check(value) {
    return typeof value !== 'number' || typeof this.parent.price !== 'number' || value >= this.parent.price;
  }),
  published: published(),
});
export type EventInput = yup.InferType<typeof eventSchema>;

/** The back office's view: every field plus the publishing times. `date` is an IST date, `price` in rupees. */
export interface AdminEvent extends EventInput {
  id: number;
  /** Computed by the server: the date is before today's date in IST. */
  isPast: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A published event as the public pages show it. */
export type SiteEvent = Omit<AdminEvent, 'published' | 'createdAt' | 'updatedAt'>;
