import type { Generated } from 'kysely';

/*
 * Content the staff keep current: events, blog posts and the home page's hero slides.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

/** An event or service card of /events (migration 0011); `date` is an IST date, YYYY-MM-DD. */
export interface EventsTable {
  id: Generated<number>;
  /** Unique, URL-safe: the event's address `/api/events/<slug>`. */
  slug: string;
  type: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  image: string;
  imageAlt: string;
  price: number;
  originalPrice: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A post of /blogs (migration 0011); Event posts carry a place and time. */
export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  type: 'Blog' | 'Event';
  title: string;
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  author: string;
  readTime: string;
  location: string;
  time: string;
  /** JSON of the post's package, or null. */
  product: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A hero slide of the home page (migration 0011); shown when active, in `position` order. */
export interface BannersTable {
  id: Generated<number>;
  type: 'image' | 'video';
  srcDesktop: string;
  srcMobile: string;
  poster: string;
  /** Required (a check constraint): the slide's text alternative. */
  alt: string;
  title: string;
  subtitle: string;
  ctaText: string;
  /** An internal path (`/...`) or an https URL; '' = no call to action. */
  ctaLink: string;
  position: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The content module's tables, as the query layer sees them (part of `Database`). */
export interface ContentTables {
  events: EventsTable;
  blogPosts: BlogPostsTable;
  banners: BannersTable;
}
