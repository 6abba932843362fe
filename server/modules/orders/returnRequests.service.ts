import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RETURN_REQUEST_STATUS_LABELS, type ReturnRequestStatus } from '../../../src/shared/config/shop';
import type {
  AdminReturnRequest,
  RejectReturnInput,
  ReturnRequestInput,
  ReturnRequestView,
} from '../../../src/shared/contract/orderReturn';
import type { AppContext } from '../../context';
import type { UserRecord } from '../accounts';
import type { Repositories } from '../../store';
import { HttpError, badRequest, notFound } from '../../platform/lib/httpError';
import { processUploadedImage } from '../catalogue';
import { orderUpdateMail } from './mail/orderUpdate';
import { ORDER_NOT_FOUND } from './checkout.service';
import { orderLinkFor } from './orderLinks';
import { orderChanges } from './orderChanges';
import { orderStaffNotices } from './orderStaffNotices';
import { RETURN_ERRORS, returnWindows } from './returnWindows';
import type { ReturnQueueQuery } from './returnRequests.repository';
import type { OrderRecord, ReturnRequestRecord } from './tables';

export const RETURN_REQUEST_NOT_FOUND = 'Return request not found';
export const RETURN_PHOTO_PATH = '/api/Order/return-photos/';
export const RETURN_DECISION_ERRORS = {
  notOpen: (status: ReturnRequestStatus) =>
    `This return request is ${RETURN_REQUEST_STATUS_LABELS[status].toLowerCase()}, no longer waiting for a decision`,
  notApproved: (status: ReturnRequestStatus) =>
    `Only an approved return's items can be received; this one is ${RETURN_REQUEST_STATUS_LABELS[status].toLowerCase()}`,
} as const;

/** A photo as staged by the upload (`stagedUpload`): its temporary path and detected type. */
export interface StagedPhoto {
  path: string;
  mimetype: string;
}

/** Signed photo links stay valid for a day from the start of the hour (stable for the browser's cache). */
const LINK_HOURS = 24;
const HOUR = 60 * 60_000;
const SAFE_NAME = /^[A-Za-z0-9-]{1,80}\.(jpg|png|webp|avif)$/;

const rangeOf = (inputDate: string) =>
  new Date(inputDate).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Return requests: the customer's request of one or more delivered lines with photos, the staff
 * queue, and staff's decision (approve, reject with a reason, items received), each decision an
 * order change (audit entry and the customer's mail). Photos are stored in the data folder, out
 * of the public uploads, and served only through links signed for whoever could see the request
 * (the order's customer on the order page, staff in the back office).
 */
export function returnRequestsService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'linkKey'>) {
  const { store, clock, config } = ctx;
  const change = orderChanges(ctx);
  const photosDir = path.join(config.dataDir, 'return-photos');
  const stamp = () => new Date(clock.now()).toISOString();

  const signature = (fileName: string, expires: number) =>
    crypto.createHmac('sha256', ctx.linkKey).update(`return-photo:${fileName}:${expires}`).digest('base64url');

  const photoUrl = (fileName: string) => {
    const expires = (Math.floor(clock.now() / HOUR) + LINK_HOURS) * HOUR;
    return `${RETURN_PHOTO_PATH}${fileName}?expires=${expires}&sig=${signature(fileName, expires)}`;
  };

  async function views(repos: Repositories, requests: ReturnRequestRecord[]): Promise<ReturnRequestView[]> {
    const ids = requests.map((request) => request.id);
    const [lines, photos] = await Promise.all([repos.returnRequests.linesOf(ids), repos.returnRequests.photosOf(ids)]);
    return requests.map((request) => ({
      id: request.id,
      status: request.status,
      reason: request.reason,
      note: request.note,
      createdAt: request.createdAt,
      decidedAt: request.decidedAt,
      rejectReason: request.rejectReason,
      refundPaise: Number(request.refundPaise),
      deductionPaise: Number(request.deductionPaise),
      items: lines
        .filter((line) => line.requestId === request.id)
        .map(({ id, lineNo, name, quantity, status }) => ({ returnId: id, lineNo, name, quantity, status })),
      photos: photos
        .filter((photo) => photo.requestId === request.id)
        .map(({ fileName, width, height }) => ({ url: photoUrl(fileName), width, height })),
    }));
  }

  /** The photos re-encoded without metadata (with their variants) into the photos folder; 400 for a bad file. */
  async function storePhotos(staged: StagedPhoto[]) {
    fs.mkdirSync(photosDir, { recursive: true });
    const written: Array<{ fileName: string; width: number; height: number; files: string[] }> = [];
    try {
      for (const photo of staged) {
        const stem = crypto.randomUUID();
        const { image, files } = await processUploadedImage(photo.path, photo.mimetype, photosDir, stem, '');
        written.push({ fileName: image.imageUrl, width: image.width ?? 0, height: image.height ?? 0, files });
      }
      return written;
    } catch (error) {
      removeFiles(written.flatMap((photo) => photo.files));
      throw error;
    }
  }

  const removeFiles = (names: string[]) => {
    for (const name of names) fs.rmSync(path.join(photosDir, name), { force: true });
  };

  /** A decision on a request: one conditional update, the lines follow, the audit entry and the mail. */
  const decide = (
    admin: UserRecord,
    requestId: number,
    apply: (
      tx: Repositories,
      request: ReturnRequestRecord,
      order: OrderRecord,
      at: string,
    ) => Promise<{ status: string; note: string; subject: string; line: string }>,
  ) =>
    (async () => {
      const found = await store.returnRequests.findRequest(requestId);
      if (!found) throw notFound(RETURN_REQUEST_NOT_FOUND);
      await change(admin, found.orderId, async (tx, order, at) => {
        const request = (await tx.returnRequests.findRequest(requestId))!;
        return { ...(await apply(tx, request, order, at)), from: `return ${request.status}` };
      });
      return (await views(store, [(await store.returnRequests.findRequest(requestId))!]))[0];
    })();

  const itemsText = async (tx: Repositories, requestId: number) =>
    (await tx.returnRequests.linesOf([requestId])).map((line) => `${line.name} × ${line.quantity}`).join(', ');

  return {
    views,

    /** Whether a signed photo link is valid now: the file's path, or undefined. */
    async photoFile(fileName: string, expires: string, sig: string): Promise<string | undefined> {
      const until = Number(expires);
      if (!SAFE_NAME.test(fileName) || !Number.isSafeInteger(until) || until < clock.now()) return undefined;
      const expected = Buffer.from(signature(fileName, until));
      const given = Buffer.from(String(sig));
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
      return (await store.returnRequests.findPhoto(fileName)) ? path.join(photosDir, fileName) : undefined;
    },

    /**
     * The customer's return request: one or more delivered lines within their return periods, a
     * quantity of each (the whole line when not given), a reason, a note and up to three photos.
     * The request, its lines (each refused by the database past the quantity bought), its photos,
     * the timeline event and the customer's mail are stored together. This is the one place a
     * request is created.
     */
    async createReturnRequest(
      user: UserRecord,
      orderId: number,
      input: ReturnRequestInput,
      photos: StagedPhoto[] = [],
    ): Promise<{ order: OrderRecord; requestId: number }> {
      const wanted = input.items?.length ? input.items : [{ lineNo: input.lineNo!, quantity: undefined }];
      const owned = await store.orders.findOwn(orderId, user.id);
      if (!owned) throw notFound(ORDER_NOT_FOUND);
      if (!owned.deliveredAt) throw new HttpError(409, RETURN_ERRORS.notDelivered);
      const stored = await storePhotos(photos);
      try {
        const result = await store.transaction(async (tx) => {
          await tx.returnRequests.lockOrder(orderId);
          const order = (await tx.orders.findOwn(orderId, user.id))!;
          const windows = await returnWindows(tx, order);
          const now = stamp();
          const requestId = await tx.returnRequests.insertRequest({
            orderId,
            status: 'requested',
            reason: input.reason,
            note: input.note || null,
            createdAt: now,
            decidedAt: null,
            decidedBy: null,
            rejectReason: null,
            refundPaise: 0,
            deductionPaise: 0,
          });
          const names: string[] = [];
          for (const [index, want] of wanted.entries()) {
            const item = order.items.find((candidate) => candidate.id === want.lineNo);
            const field = input.items?.length ? `items[${index}].lineNo` : 'lineNo';
            if (!item) throw badRequest(RETURN_ERRORS.unknownLine, { [field]: [RETURN_ERRORS.unknownLine] });
            const until = windows.find((window) => window.lineNo === item.id)!.returnableUntil!;
            if (now > until) throw new HttpError(409, RETURN_ERRORS.period(rangeOf(until)));
            const quantity = want.quantity ?? item.quantity;
            const added = await tx.returnRequests.insertLine({
              orderId,
              requestId,
              lineNo: item.id,
              quantity,
              reason: input.reason,
              at: now,
            });
            if (!added) {
              const left = item.quantity - ((await tx.returnRequests.returnedQuantities(orderId)).get(item.id) ?? 0);
              throw new HttpError(409, left <= 0 ? RETURN_ERRORS.already : RETURN_ERRORS.tooMany(item.name, left));
            }
            names.push(`${item.name} × ${quantity}`);
          }
          for (const photo of stored)
            await tx.returnRequests.addPhoto({
              requestId,
              fileName: photo.fileName,
              width: photo.width,
              height: photo.height,
            });
          await tx.orderHistory.addEvent({
            orderId,
            at: now,
            status: 'return requested',
            note: `Return requested: ${names.join(', ')}`,
            actor: 'customer',
          });
          await orderStaffNotices(ctx).returnRequested(tx, order, requestId, names.join(', '), input.reason);
          const message = orderUpdateMail({
            to: order.customerEmail || user.email,
            order,
            subject: `Return requested for order ${order.orderNumber}`,
            lines: [
              `We have your return request for ${names.join(', ')}. We will mail you when we have looked at it, and at each step after: approval, items received, refund.`,
            ],
            link: orderLinkFor(config, order),
            siteUrl: config.publicUrl,
          });
          return { order, requestId, mail: await ctx.outbox.enqueue(tx, message) };
        });
        ctx.outbox.sendSoon([result.mail]);
        return { order: result.order, requestId: result.requestId };
      } catch (error) {
        removeFiles(stored.flatMap((photo) => photo.files));
        throw error;
      }
    },

    /** The staff queue: a page of requests (oldest first) with their orders. */
    async queue(query: ReturnQueueQuery): Promise<{ items: AdminReturnRequest[]; total: number }> {
      const { rows, total } = await store.returnRequests.listQueue(query);
      const shown = await views(store, rows);
      return {
        items: rows.map((row, index) => ({
          ...shown[index],
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
        })),
        total,
      };
    },

    async detail(requestId: number): Promise<AdminReturnRequest> {
      const request = await store.returnRequests.findRequest(requestId);
      if (!request) throw notFound(RETURN_REQUEST_NOT_FOUND);
      const order = (await store.orders.findById(request.orderId))!;
      return {
        ...(await views(store, [request]))[0],
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
      };
    },

    /** Approves a request: its lines can then be refunded (the refund dialog), the customer is mailed. */
    approve: (admin: UserRecord, requestId: number) =>
      decide(admin, requestId, async (tx, request, order, at) => {
        const done = await tx.returnRequests.changeStatus(requestId, ['requested'], {
          status: 'approved',
          decidedAt: at,
          decidedBy: admin.email,
        });
        if (!done) throw new HttpError(409, RETURN_DECISION_ERRORS.notOpen(request.status));
        await tx.returnRequests.setLineStatus(
          requestId,
          ['requested', 'item_received', 'quality_check'],
          'approved',
          at,
        );
        const items = await itemsText(tx, requestId);
        return {
          status: 'return approved',
          note: `Return request ${requestId} approved: ${items}`,
          subject: `Your return for order ${order.orderNumber} is approved`,
          line: `We have approved your return of ${items} from order ${order.orderNumber}. Please send the items back; we refund them once they arrive.`,
        };
      }),

    /** Rejects a request with the reason the customer is mailed; its items count as not returned again. */
    reject: (admin: UserRecord, requestId: number, input: RejectReturnInput) =>
      decide(admin, requestId, async (tx, request, order, at) => {
        const done = await tx.returnRequests.changeStatus(requestId, ['requested'], {
          status: 'rejected',
          decidedAt: at,
          decidedBy: admin.email,
          rejectReason: input.reason,
        });
        if (!done) throw new HttpError(409, RETURN_DECISION_ERRORS.notOpen(request.status));
        await tx.returnRequests.setLineStatus(
          requestId,
          ['requested', 'item_received', 'quality_check'],
          'rejected',
          at,
        );
        const items = await itemsText(tx, requestId);
        return {
          status: 'return rejected',
          note: `Return request ${requestId} rejected: ${input.reason}`,
          subject: `Your return for order ${order.orderNumber} was not accepted`,
          line: `We cannot accept your return of ${items} from order ${order.orderNumber}. The reason: ${input.reason}`,
        };
      }),

    /** The approved return's items arrived; they are refunded next (line by line, the refund dialog). */
    receive: (admin: UserRecord, requestId: number) =>
      decide(admin, requestId, async (tx, request, order) => {
        if (!(await tx.returnRequests.changeStatus(requestId, ['approved'], { status: 'received' })))
          throw new HttpError(409, RETURN_DECISION_ERRORS.notApproved(request.status));
        const items = await itemsText(tx, requestId);
        return {
          status: 'return received',
          note: `Return request ${requestId}: items received (${items})`,
          subject: `We have received your return for order ${order.orderNumber}`,
          line: `The items you returned from order ${order.orderNumber} (${items}) have arrived. We will refund them shortly.`,
        };
      }),
  };
}
