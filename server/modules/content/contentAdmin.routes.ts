import type { Request, Router } from 'express';
import type { Schema } from 'yup';
import { blogPostSchema } from '../../../src/shared/contract/blogPost';
import { eventSchema } from '../../../src/shared/contract/event';
import { publishSchema } from '../../../src/shared/contract/fields/content';
import type { AppContext } from '../../context';
import type { ListPage, ListRequest } from '../../platform/db/listQuery';
import { resourceRoutes, type ResourceMessages } from '../../platform/http/resourceRoutes';
import { booleanFilter } from '../../platform/lib/adminListParams';
import { parseListParams } from '../../platform/lib/listParams';
import { BLOG_POST_SORTS } from './blogPosts.repository';
import { EVENT_SORTS } from './events.repository';
import { CONTENT_EDITOR_MESSAGES, contentEditors, type ContentActor } from './siteContent.service';

/** The admin making the change (the admin router has checked there is one). */
const actorOf = (req: Request): ContentActor => ({ id: req.user!.id, email: req.user!.email });

/** What events and blog posts each bring: a published flag, a list newest first, and the usual edits. */
interface Publishable<Sort extends string, Input, Item> {
  schema: Schema;
  sorts: readonly Sort[];
  messages: ResourceMessages;
  list(request: ListRequest<Sort>, filters: { published?: boolean }): Promise<ListPage<Item>>;
  get(id: number): Promise<Item>;
  create(input: Input, actor: ContentActor): Promise<Item>;
  update(id: number, input: Input | { published: boolean }, actor: ContentActor): Promise<Item>;
  remove(id: number): Promise<void>;
}

/**
 * List (`?published=`), read, create, edit, publish / unpublish (PATCH) and delete one kind of
 * published content; each change of what the public sees is audit-logged with the admin.
 */
function publishableRoutes<Sort extends string, Input, Item>(content: Publishable<Sort, Input, Item>): Router {
  return resourceRoutes<Input, Item>({
    ...content,
    create: (input, req) => content.create(input, actorOf(req)),
    update: (id, input, req) => content.update(id, input, actorOf(req)),
    list: async (req) => {
      const params = parseListParams(req.query, {
        sortable: content.sorts,
        defaultSort: 'date' as Sort,
        defaultOrder: 'desc',
      });
      const page = await content.list(params, { published: booleanFilter(req, 'published') });
      return { items: page.rows, total: page.total };
    },
    patch: {
      schema: publishSchema,
      apply: (id, body, req) => content.update(id, body as { published: boolean }, actorOf(req)),
    },
  });
}

/** `/api/admin/events` (the events of /events) and `/api/admin/blog-posts` (the posts of /blogs). */
export function adminContentRoutes(ctx: AppContext): { events: Router; posts: Router } {
  const editors = contentEditors(ctx);
  return {
    events: publishableRoutes({
      schema: eventSchema,
      sorts: EVENT_SORTS,
      messages: CONTENT_EDITOR_MESSAGES.events,
      ...editors.events,
    }),
    posts: publishableRoutes({
      schema: blogPostSchema,
      sorts: BLOG_POST_SORTS,
      messages: CONTENT_EDITOR_MESSAGES.posts,
      ...editors.posts,
    }),
  };
}
