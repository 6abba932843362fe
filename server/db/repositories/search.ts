import { sql } from 'kysely';
import type { Scope } from '../store';

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

/** The site search over the shop's products (the other groups are fixed content, searched in the service). */
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
  };
}
