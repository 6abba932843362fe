import type { AdminBlogPost, BlogPost, BlogPostInput } from '../../../src/shared/contract/blogPost';
import type { AdminEvent, EventInput, SiteEvent } from '../../../src/shared/contract/event';
import { slugify } from '../../../src/shared/contract/fields/slug';
import { istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import type { BLOG_POST_SORTS, BlogPostRecord } from './blogPosts.repository';
import type { EVENT_SORTS, EventRecord } from './events.repository';
import type { ListPage, ListRequest } from '../../platform/db/listQuery';
import { conflict, notFound } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { ROUTES, recordPath } from '../../../src/shared/config/routes';

/** The staff member who makes a change (the audit log keeps the account and its e-mail). */
export interface ContentActor {
  id: number;
  email: string;
}

/** Writes the audit entry of a change that published or unpublished a record (none when it stayed as it was). */
async function auditPublishing(
  tx: Repositories,
  recordType: 'event' | 'blogPost',
  record: { id: number; title: string; slug: string; published: boolean },
  wasPublished: boolean,
  actor: ContentActor,
  at: string,
): Promise<void> {
  if (record.published === wasPublished) return;
  const path = recordPath(recordType === 'event' ? ROUTES.event : ROUTES.blogPost, record.slug);
  await tx.backOfficeAudit.record({
    recordType,
    recordId: record.id,
    action: record.published ? 'published' : 'unpublished',
    detail: `${record.title} at ${path}`,
    actorId: actor.id,
    actorEmail: actor.email,
    createdAt: at,
  });
}

export const CONTENT_API_MESSAGES = {
  eventsListed: 'Events loaded',
  eventLoaded: 'Event loaded',
  eventNotFound: 'Event not found',
  eventCreated: 'Event created',
  eventUpdated: 'Event updated',
  eventDeleted: 'Event deleted',
  postsListed: 'Blog posts loaded',
  postLoaded: 'Blog post loaded',
  postNotFound: 'Blog post not found',
  postCreated: 'Blog post created',
  postUpdated: 'Blog post updated',
  postDeleted: 'Blog post deleted',
  slugTaken: 'This slug is already used: choose another one',
  slugUnusable: 'Enter a slug: the title has no letters or digits to make one from',
} as const;

const M = CONTENT_API_MESSAGES;

/** "Past" is decided on the IST calendar: an event stays upcoming until midnight in Delhi. */
const withIsPast = <T extends { date: string }>(record: T, today: string) => ({
  ...record,
  isPast: record.date < today,
});

function publicEvent(record: EventRecord, today: string): SiteEvent {
  const { published: _published, createdAt: _createdAt, updatedAt: _updatedAt, ...event } = record;
  return withIsPast(event, today);
}

function publicPost(record: BlogPostRecord, today: string): BlogPost {
  const { published: _published, createdAt: _createdAt, updatedAt: _updatedAt, ...post } = record;
  return { ...post, isPast: post.type === 'Event' && post.date < today };
}

/** The slug given, or one made from the title; a slug already taken answers 409 with the field. */
function slugOf(input: { slug: string; title: string }): string {
  const slug = input.slug || slugify(input.title);
  if (!slug) throw conflict(M.slugUnusable, { slug: [M.slugUnusable] });
  return slug;
}

async function uniqueSlug<T>(write: () => Promise<T>, table: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, `${table}_slug_key`, `${table}.slug`))
      throw conflict(M.slugTaken, { slug: [M.slugTaken] });
    throw error;
  }
}

/** Events and blog posts: the public pages' lists and the back office's editing. */
export function siteContentService({ store, clock }: Pick<AppContext, 'store' | 'clock'>) {
  const today = () => istDateOf(clock.now());
  const nowIso = () => new Date(clock.now()).toISOString();

  return {
    publishedEvents: async (): Promise<SiteEvent[]> => {
      const date = today();
      return (await store.events.listPublished(date)).map((event) => publicEvent(event, date));
    },

    publishedEvent: async (slug: string): Promise<SiteEvent> => {
      const event = await store.events.findBySlug(slug);
      if (!event?.published) throw notFound(M.eventNotFound);
      return publicEvent(event, today());
    },

    adminEvents: async (
      request: ListRequest<(typeof EVENT_SORTS)[number]>,
      filters: { published?: boolean },
    ): Promise<ListPage<AdminEvent>> => {
      const page = await store.events.list(request, filters);
      const date = today();
      return { ...page, rows: page.rows.map((event) => withIsPast(event, date)) };
    },

    adminEvent: async (id: number): Promise<AdminEvent> => {
      const event = await store.events.findById(id);
      if (!event) throw notFound(M.eventNotFound);
      return withIsPast(event, today());
    },

    createEvent: async (input: EventInput, actor: ContentActor): Promise<AdminEvent> => {
      const at = nowIso();
      const event = await uniqueSlug(
        () =>
          store.transaction(async (tx) => {
            const created = await tx.events.insert({ ...input, slug: slugOf(input) }, at);
            await auditPublishing(tx, 'event', created, false, actor, at);
            return created;
          }),
        'events',
      );
      return withIsPast(event, today());
    },

    /** A full edit (PUT) or a publish / unpublish (PATCH); a change of `published` is audit-logged. */
    updateEvent: async (
      id: number,
      input: EventInput | { published: boolean },
      actor: ContentActor,
    ): Promise<AdminEvent> => {
      const fields = 'title' in input ? { ...input, slug: slugOf(input) } : input;
      const at = nowIso();
      const event = await uniqueSlug(
        () =>
          store.transaction(async (tx) => {
            const before = await tx.events.findById(id);
            const updated = before && (await tx.events.update(id, fields, at));
            if (before && updated) await auditPublishing(tx, 'event', updated, before.published, actor, at);
            return updated;
          }),
        'events',
      );
      if (!event) throw notFound(M.eventNotFound);
      return withIsPast(event, today());
    },

    deleteEvent: async (id: number): Promise<void> => {
      if (!(await store.events.remove(id))) throw notFound(M.eventNotFound);
      await store.contentChanges.markRemoved('events', nowIso());
    },

    publishedPosts: async (): Promise<BlogPost[]> => {
      const date = today();
      return (await store.blogPosts.listPublished(date)).map((post) => publicPost(post, date));
    },

    publishedPost: async (slug: string): Promise<BlogPost> => {
      const post = await store.blogPosts.findBySlug(slug);
      if (!post?.published) throw notFound(M.postNotFound);
      return publicPost(post, today());
    },

    adminPosts: (
      request: ListRequest<(typeof BLOG_POST_SORTS)[number]>,
      filters: { published?: boolean },
    ): Promise<ListPage<AdminBlogPost>> => store.blogPosts.list(request, filters),

    adminPost: async (id: number): Promise<AdminBlogPost> => {
      const post = await store.blogPosts.findById(id);
      if (!post) throw notFound(M.postNotFound);
      return post;
    },

    createPost: (input: BlogPostInput, actor: ContentActor): Promise<AdminBlogPost> => {
      const at = nowIso();
      return uniqueSlug(
        () =>
          store.transaction(async (tx) => {
            const created = await tx.blogPosts.insert({ ...input, slug: slugOf(input) }, at);
            await auditPublishing(tx, 'blogPost', created, false, actor, at);
            return created;
          }),
        'blog_posts',
      );
    },

    updatePost: async (
      id: number,
      input: BlogPostInput | { published: boolean },
      actor: ContentActor,
    ): Promise<AdminBlogPost> => {
      const fields = 'title' in input ? { ...input, slug: slugOf(input) } : input;
      const at = nowIso();
      const post = await uniqueSlug(
        () =>
          store.transaction(async (tx) => {
            const before = await tx.blogPosts.findById(id);
            const updated = before && (await tx.blogPosts.update(id, fields, at));
            if (before && updated) await auditPublishing(tx, 'blogPost', updated, before.published, actor, at);
            return updated;
          }),
        'blog_posts',
      );
      if (!post) throw notFound(M.postNotFound);
      return post;
    },

    deletePost: async (id: number): Promise<void> => {
      if (!(await store.blogPosts.remove(id))) throw notFound(M.postNotFound);
      await store.contentChanges.markRemoved('blogPosts', nowIso());
    },
  };
}

/** The back office's editor of each kind of content: what contentAdmin.routes.ts mounts. */
export function contentEditors(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const content = siteContentService(ctx);
  return {
    events: {
      list: content.adminEvents,
      get: content.adminEvent,
      create: content.createEvent,
      update: content.updateEvent,
      remove: content.deleteEvent,
    },
    posts: {
      list: content.adminPosts,
      get: content.adminPost,
      create: content.createPost,
      update: content.updatePost,
      remove: content.deletePost,
    },
  };
}

/** The answers' texts of each editor. */
export const CONTENT_EDITOR_MESSAGES = {
  events: {
    notFound: M.eventNotFound,
    listed: M.eventsListed,
    loaded: M.eventLoaded,
    created: M.eventCreated,
    updated: M.eventUpdated,
    deleted: M.eventDeleted,
  },
  posts: {
    notFound: M.postNotFound,
    listed: M.postsListed,
    loaded: M.postLoaded,
    created: M.postCreated,
    updated: M.postUpdated,
    deleted: M.postDeleted,
  },
} as const;
