import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * An order keeps the image it was placed with. A product's old image file is deleted
 * only when no product and no order item points at it; this index keeps that look-up cheap
 * however many order items there are.
 */
export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  await db.schema.createIndex('order_items_image_url').on('order_items').column('image_url').execute();
}
