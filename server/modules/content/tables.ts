import type { Generated } from 'kysely';
import type { AdminBanner } from '../../../src/shared/contract/banner';
import type { AdminBlogPost } from '../../../src/shared/contract/blogPost';
import type { AdminEvent } from '../../../src/shared/contract/event';

/*
 * Content the staff keep current: events, blog posts and the home page's hero slides. Each row is
 * its entity's contract (src/shared/contract) with the database's own differences.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

/**
 * An event or service card of /events (migration 0011): the contract's event as stored. `date` is
 * an IST date, YYYY-MM-DD; `slug` is unique and URL-safe (the event's address `/api/events/<slug>`).
 */
export interface EventsTable extends Omit<AdminEvent, 'id' | 'isPast'> {
  id: Generated<number>;
}

/** A post of /blogs (migration 0011); Event posts carry a place and time. */
export interface BlogPostsTable extends Omit<AdminBlogPost, 'id' | 'product'> {
  id: Generated<number>;
  /** JSON of the post's package, or null. */
  product: string | null;
}

/**
 * A hero slide of the home page (migration 0011); shown when active, in `position` order. `alt` is
 * required by a check constraint; `ctaLink` is an internal path (`/...`) or an https URL ('' = none).
 */
export interface BannersTable extends Omit<AdminBanner, 'id'> {
  id: Generated<number>;
}

/** The content module's tables, as the query layer sees them (part of `Database`). */
export interface ContentTables {
  events: EventsTable;
  blogPosts: BlogPostsTable;
  banners: BannersTable;
}
