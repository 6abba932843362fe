import fs from 'node:fs';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DataEngine, EngineKind } from './engine';
import { TABLES, type Database, type TableName } from './schema';
import { withSeedVariants } from './seedImages';
import { isIsoDate, istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import { SLUG_PATTERN, slugify, uniqueSlug } from '../../../src/shared/contract/fields/slug';
import { DEFAULT_GST_RATE, GST_RATES, type GstRate } from '../../../src/shared/contract/productTax';
import { CONTENT_IMPORT_MARKER, contentRowsFor } from './contentSeed';
import { datedSeed } from './seedDates';
import { continueNumbering, readSnapshot, type Snapshot, type SnapshotRow } from './seedSnapshot';
import { phoneKey } from '../lib/phone';

/*
 * Fills an empty database from a JSON snapshot in the shape of the former data file: the
 * committed seed `db.json` on a new install, or an existing install's runtime `data/db.json`
 * (which is then renamed, never deleted). Ids are kept, so links, references and order numbers
 * stay as they were.
 */

type Row = SnapshotRow;

/** The settings key that marks the import as done (one process does it, once). */
export const IMPORT_MARKER = 'data_imported_from';
const BATCH = 200;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const numOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const gstRateOf = (value: unknown): GstRate => GST_RATES.find((rate) => rate === value) ?? DEFAULT_GST_RATE;
const iso = (value: unknown, fallback: number) => text(value) || new Date(fallback).toISOString();

function rowsFor(snapshot: Snapshot, now: number): { [K in TableName]?: Array<Insertable<Database[K]>> } {
  const list = (name: string) => snapshot[name] ?? [];
  const seenFamilies = new Set<string>();
  const seenMobiles = new Set<string>();
  const userById = new Map(list('users').map((u) => [num(u.id), u]));
  // A snapshot from before migration 0006 has no slugs: each comes from the name, made unique.
  const slugs = new Set<string>();
  const slugOf = (p: Row) => {
    const given = text(p.slug);
    const slug = uniqueSlug(given && SLUG_PATTERN.test(given) ? given : slugify(text(p.name)), (candidate) =>
      slugs.has(candidate),
    );
    slugs.add(slug);
    return slug;
  };
  let nextVariantId = 1;
  return {
    users: list('users').map((u) => ({
      id: num(u.id),
      firstName: text(u.firstName),
      lastName: text(u.lastName),
      email: text(u.email).trim().toLowerCase(),
      phone: text(u.phone),
      role: u.role === 'Admin' ? 'Admin' : 'Customer',
      status: u.status === 'pending' ? 'pending' : 'active',
      passwordHash: text(u.passwordHash),
      createdAt: iso(u.createdAt, now),
    })),
    // Only tokens that can still be used become sessions (the current token of each session).
    refreshSessions: list('refreshTokens')
      .filter(
        (t) =>
          t.usedAt === null &&
          t.revokedAt === null &&
          num(t.expiresAt) > now &&
          !seenFamilies.has(text(t.familyId)) &&
          seenFamilies.add(text(t.familyId)),
      )
      .map((t) => ({
        id: text(t.familyId),
        userId: num(t.userId),
        tokenHash: text(t.tokenHash),
        rememberMe: t.rememberMe === true,
        generation: 0,
        createdAtMs: num(t.createdAt, now),
        expiresAtMs: num(t.expiresAt),
        rotatedAtMs: null,
        revokedAtMs: null,
      })),
    passwordResets: list('passwordResets')
      .filter((r) => r.usedAt === null && num(r.expiresAt) > now)
      .map((r) => ({
        id: text(r.id),
        userId: num(r.userId),
        tokenHash: text(r.tokenHash),
        createdAtMs: num(r.createdAt, now),
        expiresAtMs: num(r.expiresAt),
        usedAtMs: null,
      })),
    categories: list('categories').map((c) => ({ id: num(c.id), name: text(c.name), slug: text(c.slug) })),
    products: list('products').map((p) => ({
      id: num(p.id),
      name: text(p.name),
      slug: slugOf(p),
      description: text(p.description),
      about: text(p.about),
      steepingInstructions: text(p.steepingInstructions),
      hsnCode: text(p.hsnCode),
      gstRate: gstRateOf(p.gstRate),
      price: num(p.price),
      salePrice: numOrNull(p.salePrice),
      stockQuantity: Math.max(0, num(p.stockQuantity)),
      sku: text(p.sku),
      categoryId: num(p.categoryId),
      isActive: p.isActive !== false,
      images: JSON.stringify(withSeedVariants(Array.isArray(p.images) ? p.images : [])),
      videos: JSON.stringify(Array.isArray(p.videos) ? p.videos : []),
      mainImageIndex: num(p.mainImageIndex),
      createdAt: iso(p.createdAt, now),
      updatedAt: iso(p.updatedAt, now),
    })),
    // `variants: [{ id?, size?, colour?, stockQuantity }]` inside each product, in display order.
    productVariants: list('products').flatMap((p) =>
      ((Array.isArray(p.variants) ? p.variants : []) as Row[]).map((v, position) => {
        const id = num(v.id, nextVariantId);
        nextVariantId = Math.max(nextVariantId, id) + 1;
        return {
          id,
          productId: num(p.id),
          size: text(v.size).trim(),
          colour: text(v.colour).trim(),
          stockQuantity: Math.max(0, num(v.stockQuantity)),
          position,
        };
      }),
    ),
    addresses: list('addresses').map((a) => ({
      id: num(a.id),
      userId: num(a.userId),
      street: text(a.street),
      city: text(a.city),
      state: text(a.state),
      zipCode: text(a.zipCode),
      country: text(a.country),
      isDefault: a.isDefault === true,
      recipientName: text(a.recipientName),
      recipientPhone: text(a.recipientPhone),
      createdAt: iso(a.createdAt, now),
      updatedAt: iso(a.updatedAt, now),
    })),
    orders: list('orders').map((o) => {
      const address = (o.shippingAddress ?? {}) as Row;
      const owner = userById.get(num(o.userId));
      const payment = o.paymentMethod === 'upi' ? 'upi' : 'cod';
      return {
        id: num(o.id),
        userId: numOrNull(o.userId),
        orderNumber: text(o.orderNumber) || null,
        orderDate: iso(o.orderDate, now),
        status: text(o.status, 'pending'),
        subtotal: num(o.subtotal),
        shippingCost: num(o.shippingCost),
        discount: num(o.discount),
        totalAmount: num(o.totalAmount),
        discountCode: text(o.discountCode) || null,
        deliveryMethod: o.deliveryMethod === 'express' ? 'express' : 'standard',
        paymentMethod: payment,
        channel: text(o.channel) || null,
        shipStreet: text(address.street),
        shipCity: text(address.city),
        shipState: text(address.state),
        shipZipCode: text(address.zipCode),
        shipCountry: text(address.country),
        shipRecipientName: text(address.recipientName),
        shipRecipientPhone: text(address.recipientPhone),
        // Older snapshots have no contact on the order: the account's is the one it was placed with.
        customerName: text(o.customerName) || (owner ? `${text(owner.firstName)} ${text(owner.lastName)}`.trim() : ''),
        customerEmail: (text(o.customerEmail) || (owner ? text(owner.email) : '')).trim().toLowerCase(),
        customerPhone: text(o.customerPhone) || (owner ? text(owner.phone) : ''),
        paymentStatus:
          o.paymentStatus === 'paid' || o.paymentStatus === 'awaiting_payment'
            ? o.paymentStatus
            : payment === 'upi'
              ? 'awaiting_payment'
              : 'due_on_delivery',
        paidAt: text(o.paidAt) || null,
        courierName: text(o.courierName) || null,
        trackingNumber: text(o.trackingNumber) || null,
        shippedAt: text(o.shippedAt) || null,
        deliveredAt: text(o.deliveredAt) || null,
      };
    }),
    orderItems: list('orders').flatMap((o) =>
      ((o.items ?? []) as Row[]).map((item, index) => ({
        orderId: num(o.id),
        lineNo: num(item.id, index + 1),
        productId: numOrNull(item.productId),
        variantId: numOrNull(item.variantId),
        name: text(item.name),
        quantity: Math.max(1, num(item.quantity, 1)),
        price: num(item.price),
        imageUrl: text(item.imageUrl),
        size: text(item.size) || null,
        colour: text(item.colour) || null,
      })),
    ),
    bookings: list('bookings').map((b) => {
      const service = (b.service ?? {}) as Row;
      const mail = (b.mail ?? {}) as Row;
      const status = (value: unknown) => (value === 'sent' || value === 'failed' ? value : 'queued');
      return {
        id: num(b.id),
        reference: text(b.reference) || null,
        calendarUid: text(b.calendarUid),
        status: 'confirmed',
        serviceId: num(service.id),
        serviceName: text(service.name),
        servicePrice: text(service.price),
        amount: numOrNull(b.amount),
        priceLabel: text(b.priceLabel),
        // A former data file kept the day of a fixed month; its start says which date that was.
        date: isIsoDate(b.date) ? b.date : istDateOf(Date.parse(text(b.startsAt)) || now),
        time: text(b.time) as never,
        startsAt: text(b.startsAt),
        sequence: num(b.sequence),
        cancelledAt: null,
        preferredMethod: text(b.preferredMethod) as never,
        name: text(b.name),
        email: text(b.email),
        phone: text(b.phone),
        eventType: text(b.eventType) as never,
        message: text(b.message),
        createdAt: iso(b.createdAt, now),
        mailCustomer: status(mail.customer),
        mailCompany: status(mail.company),
      };
    }),
    newsletterSubscriptions: list('newsletterSubscriptions').map((n) => ({
      id: num(n.id),
      email: text(n.email).toLowerCase(),
      createdAt: iso(n.createdAt, now),
      lastMailedAtMs: num(n.lastMailedAt),
      welcomeMailId: null,
    })),
    contactMessages: list('contactMessages').map((m) => ({
      id: num(m.id),
      firstName: text(m.firstName),
      lastName: text(m.lastName),
      email: text(m.email),
      phone: text(m.phone),
      message: text(m.message),
      enquiryType: text(m.enquiryType, 'GENERAL') as never,
      status: 'new',
      createdAt: iso(m.createdAt, now),
    })),
    consultations: list('consultations').map((c) => ({
      id: num(c.id),
      reference: text(c.reference) || null,
      name: text(c.name),
      email: text(c.email),
      phone: text(c.phone),
      consultationType: text(c.consultationType) as never,
      preferredMethod: text(c.preferredMethod) as never,
      message: text(c.message),
      eventType: text(c.eventType) as never,
      budget: text(c.budget) as never,
      createdAt: iso(c.createdAt, now),
    })),
    meetingRegistrations: list('meetingRegistrations')
      .map((m) => ({ m, mobileKey: phoneKey(text(m.mobile)) }))
      .filter(({ mobileKey }) => !seenMobiles.has(mobileKey) && seenMobiles.add(mobileKey))
      .map(({ m, mobileKey }) => ({
        id: num(m.id),
        reference: text(m.reference) || null,
        name: text(m.name),
        mobile: text(m.mobile),
        mobileKey,
        age: num(m.age),
        city: text(m.city),
        profession: text(m.profession),
        organization: text(m.organization),
        createdAt: iso(m.createdAt, now),
      })),
  };
}

/** Writes a snapshot into the (empty) tables, inside the caller's transaction. */
export async function importSnapshot(
  trx: Transaction<Database>,
  kind: EngineKind,
  snapshot: Snapshot,
  now: number,
): Promise<Record<string, number>> {
  const rows = { ...rowsFor(snapshot, now), ...contentRowsFor(snapshot, now) };
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const values = (rows[table] ?? []) as Array<Insertable<Database[typeof table]>>;
    for (let start = 0; start < values.length; start += BATCH) {
      await (trx as unknown as Kysely<Record<string, Row>>)
        .insertInto(table)
        .values(values.slice(start, start + BATCH) as Row[])
        .execute();
    }
    counts[table] = values.length;
  }
  await continueNumbering(trx, kind);
  return counts;
}

/**
 * On the first start of a new database: imports the install's former JSON data file if there is
 * one (collections it lacks come from the seed), else the seed. Several processes starting at
 * once import exactly once (the marker row is claimed in the import's own transaction).
 */
export async function ensureImported(
  engine: DataEngine,
  options: { seedFile: string; legacyFile?: string; now: number; log?: (message: string) => void },
): Promise<{ source: string; counts: Record<string, number> } | undefined> {
  const legacy = options.legacyFile && fs.existsSync(options.legacyFile) ? options.legacyFile : undefined;
  const result = await engine.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: IMPORT_MARKER, value: legacy ?? 'seed' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    // The content tables are filled here too: the upgrade import (contentSeed.ts) must not add them again.
    await trx
      .insertInto('settings')
      .values({ key: CONTENT_IMPORT_MARKER, value: 'seed' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    // Only the seed's own events are dated relative to today; a former data file keeps its dates.
    const seed = datedSeed(readSnapshot(options.seedFile), options.now);
    const snapshot = legacy ? { ...seed, ...readSnapshot(legacy) } : seed;
    const counts = await importSnapshot(trx, engine.kind, snapshot, options.now);
    return { source: legacy ?? options.seedFile, counts };
  });
  if (result && legacy) {
    // Kept beside the database as it was, under a name no later start imports again.
    fs.renameSync(legacy, `${legacy}.imported-${new Date(options.now).toISOString().slice(0, 10)}`);
    options.log?.(`Imported ${legacy} into the database (the file is kept as ${legacy}.imported-…)`);
  }
  return result;
}
