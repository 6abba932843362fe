import { Router, type Request } from 'express';
import type { Schema } from 'yup';
import { idParam } from '../lib/adminListParams';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { notFound } from '../lib/httpError';
import { sendList } from '../lib/listParams';
import { validateBody } from '../middleware/validate';

/** The texts a resource's answers carry (the envelope's `message`). */
export interface ResourceMessages {
  notFound: string;
  listed?: string;
  loaded?: string;
  created: string;
  updated: string;
  deleted: string;
}

/** What one kind of back-office record brings to its routes; the record's id is the path's `:id`. */
export interface Resource<Input, Item> {
  /** Validates the body of POST / and PUT /:id. */
  schema: Schema;
  messages: ResourceMessages;
  /** GET /: one page of the list (with X-Total-Count) from the request's query. */
  list(req: Request): Promise<{ items: Item[]; total: number }>;
  /** GET /:id; without it there is no such route. */
  get?(id: number): Promise<Item>;
  /** `req` names the staff member (`req.user`), for the resources whose changes are audited. */
  create(input: Input, req: Request): Promise<Item>;
  update(id: number, input: Input, req: Request): Promise<Item>;
  remove(id: number): Promise<void>;
  /** PATCH /:id: a partial change with its own schema (publish, show/hide). */
  patch?: { schema: Schema; apply(id: number, body: unknown, req: Request): Promise<Item> };
}

/** The record id of the path, or the resource's 404. */
export const resourceId = (req: Request, messages: Pick<ResourceMessages, 'notFound'>) =>
  idParam(req, () => notFound(messages.notFound));

/**
 * The list, read, create, edit, patch and delete routes of one back-office resource (categories,
 * banners, events, blog posts, booking blocks), relative to where the module mounts them; the
 * admin guard is applied once, by the router that mounts every module's back office.
 */
export function resourceRoutes<Input, Item>(resource: Resource<Input, Item>): Router {
  const router = Router();
  const { messages } = resource;
  const idOf = (req: Request) => resourceId(req, messages);
  router.get(
    '/',
    asyncHandler(async (req, res) => sendList(res, await resource.list(req), messages.listed)),
  );
  if (resource.get) {
    const get = resource.get;
    router.get(
      '/:id',
      asyncHandler(async (req, res) => sendOk(res, await get(idOf(req)), messages.loaded)),
    );
  }
  router.post(
    '/',
    validateBody(resource.schema),
    asyncHandler(async (req, res) => sendOk(res, await resource.create(req.body as Input, req), messages.created, 201)),
  );
  router.put(
    '/:id',
    validateBody(resource.schema),
    asyncHandler(async (req, res) =>
      sendOk(res, await resource.update(idOf(req), req.body as Input, req), messages.updated),
    ),
  );
  if (resource.patch) {
    const { schema, apply } = resource.patch;
    router.patch(
      '/:id',
      validateBody(schema),
      asyncHandler(async (req, res) => sendOk(res, await apply(idOf(req), req.body, req), messages.updated)),
    );
  }
  router.delete(
    '/:id',
    asyncHandler(async (req, res) => {
      await resource.remove(idOf(req));
      sendOk(res, null, messages.deleted);
    }),
  );
  return router;
}
