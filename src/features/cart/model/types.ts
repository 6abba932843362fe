/** Sizes offered on the product pages (spec §2). */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** A bag line (spec §3). `id` is the product's id, which the server prices the order from. */
export interface CartLine {
  id: number;
  name: string;
  image: string;
  price: number;
  description: string;
  quantity: number;
  size?: ProductSize;
  colour?: string;
}

export type NewCartLine = Omit<CartLine, 'quantity'> & { quantity?: number };

/** Lines with the same name, size and colour are one line (spec §4). */
export const lineKey = (line: Pick<CartLine, 'name' | 'size' | 'colour'>) => `${line.name}|${line.size ?? ''}|${line.colour ?? ''}`;

export const MAX_LINE_QUANTITY = 99;
