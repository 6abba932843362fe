import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DataEngine } from './engine';
import type { Database } from './schema';
import { datedSeed } from './seedDates';
import { continueNumbering, readSnapshot, type Snapshot } from './seedSnapshot';

/*
 * The staff-managed content (migration 0011) as the seed holds it: `events`, `blogPosts` and
 * `banners` of db.json. A new database gets them with the rest of the seed; a database that was
 * imported before migration 0011 gets them once, here, so an upgrade does not empty /events. Either
 * way the events are dated relative to that day (seedDates.ts).
 */

type Row = Record<string, unknown>;
export const CONTENT_TABLES = ['events', 'blogPosts', 'banners'] as const;
type ContentTable = (typeof CONTENT_TABLES)[number];

/** Marks that the content tables were filled (by the seed import or by the upgrade below). */
export const CONTENT_IMPORT_MARKER = 'site_content_imported';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const iso = (value: unknown, now: number) => text(value) || new Date(now).toISOString();

export function contentRowsFor(
  snapshot: Snapshot,
  now: number,
): { [K in ContentTable]: Array<Insertable<Database[K]>> } {
  const list = (name: string) => snapshot[name] ?? [];
  return {
    events: list('events').map((e) => ({
      id: num(e.id),
      slug: text(e.slug),
      type: text(e.type),
      title: text(e.title),
      date: text(e.date),
      time: text(e.time),
      location: text(e.location),
      description: text(e.description),
      image: text(e.image),
      imageAlt: text(e.imageAlt),
      price: num(e.price),
      originalPrice: num(e.originalPrice),
      published: e.published !== false,
      createdAt: iso(e.createdAt, now),
      updatedAt: iso(e.updatedAt, now),
    })),
    blogPosts: list('blogPosts').map((p) => ({
      id: num(p.id),
      slug: text(p.slug),
      type: p.type === 'Event' ? 'Event' : 'Blog',
      title: text(p.title),
      date: text(p.date),
      image: text(p.image),
      imageAlt: text(p.imageAlt),
      description: text(p.description),
      author: text(p.author),
      readTime: text(p.readTime),
      location: text(p.location),
      time: text(p.time),
      product: p.product && typeof p.product === 'object' ? JSON.stringify(p.product) : null,
      published: p.published !== false,
      createdAt: iso(p.createdAt, now),
      updatedAt: iso(p.updatedAt, now),
    })),
    banners: list('banners').map((b, index) => ({
      id: num(b.id),
      type: b.type === 'video' ? 'video' : 'image',
      srcDesktop: text(b.srcDesktop),
      srcMobile: text(b.srcMobile) || text(b.srcDesktop),
      poster: text(b.poster),
      alt: text(b.alt),
      title: text(b.title),
      subtitle: text(b.subtitle),
      ctaText: text(b.ctaText),
      ctaLink: text(b.ctaLink),
      position: num(b.position, index + 1),
      active: b.active !== false,
      createdAt: iso(b.createdAt, now),
      updatedAt: iso(b.updatedAt, now),
    })),
  };
}

/** Inserts the seed's content rows (inside the caller's transaction). */
export async function importContent(trx: Transaction<Database>, snapshot: Snapshot, now: number): Promise<void> {
  const rows = contentRowsFor(snapshot, now);
  for (const table of CONTENT_TABLES) {
    if (rows[table].length > 0)
      await (trx as unknown as Kysely<Record<string, Row>>)
        .insertInto(table)
        .values(rows[table] as Row[])
        .execute();
  }
}

/**
 * Once per database: fills the content tables from the seed when they were created after the
 * database's seed import (an install upgraded to migration 0011). Several processes starting at
 * once do it exactly once (the marker is claimed in the same transaction).
 */
export async function ensureContentImported(
  engine: DataEngine,
  options: { seedFile: string; now: number },
): Promise<boolean> {
  return engine.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: CONTENT_IMPORT_MARKER, value: 'seed' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const existing = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return false;
    await importContent(trx, datedSeed(readSnapshot(options.seedFile), options.now), options.now);
    await continueNumbering(trx, engine.kind, CONTENT_TABLES);
    return true;
  });
}
