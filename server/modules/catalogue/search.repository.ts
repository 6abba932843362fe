import { sql } from 'kysely';
import type { Scope } from '../../store';

/** The columns a product hit needs (the whole record is not read for a search). */
export interface ProductSearchRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: number;
  salePrice: number | null;
  images: Array<{ imageUrl: string }>;
  mainImageIndex: number;
}

/** `%term%` for LIKE, with the term's own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A published event or blog post that matched: what a search hit needs. */
export interface ContentSearchRow {
  id: number;
  title: string;
  description: string;
}

/** The site search over the shop's active products and the staff's published events and posts. */
export function searchRepository({ db }: Scope) {
  return {
    /**
     * Active products whose name or description contains the term, case-insensitively (on both
     * engines: both sides lowercased), name matches first, then by name.
     */
    searchActiveProducts: async (term: string, limit: number): Promise<ProductSearchRow[]> => {
      const pattern = containsPattern(term);
      const nameMatches = sql<boolean>`lower(name) like ${pattern} escape '\\'`;
      const rows = await db
        .selectFrom('products')
        .select(['id', 'name', 'slug', 'description', 'price', 'salePrice', 'images', 'mainImageIndex'])
        .where('isActive', '=', true)
        .where((eb) => eb.or([nameMatches, sql<boolean>`lower(description) like ${pattern} escape '\\'`]))
        .orderBy(sql`case when ${nameMatches} then 0 else 1 end`)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        price: Number(row.price),
        salePrice: row.salePrice === null ? null : Number(row.salePrice),
        images: JSON.parse(row.images) as ProductSearchRow['images'],
      }));
    },

    /** Published events whose title, description, type or place contains the term; title matches first. */
    searchPublishedEvents: (term: string, limit: number) =>
      searchContent(db, 'events', ['description', 'type', 'location'], term, limit),
    /** Published blog posts whose title, description, author or place contains the term; title matches first. */
    searchPublishedPosts: (term: string, limit: number) =>
      searchContent(db, 'blogPosts', ['description', 'author', 'location'], term, limit),
  };
}

async function searchContent(
  db: Scope['db'],
  table: 'events' | 'blogPosts',
  others: Array<'description' | 'type' | 'location' | 'author'>,
  term: string,
  limit: number,
): Promise<ContentSearchRow[]> {
  const pattern = containsPattern(term);
  const titleMatches = sql<boolean>`lower(title) like ${pattern} escape '\\'`;
  return db
    .selectFrom(table)
    .select(['id', 'title', 'description'])
    .where('published', '=', true)
    .where((eb) =>
      eb.or([
        titleMatches,
        ...others.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ]),
    )
    .orderBy(sql`case when ${titleMatches} then 0 else 1 end`)
    .orderBy('date', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
