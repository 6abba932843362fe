import type { Product } from '@/shared/contract/product';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { ProductCard, ProductCardPlaceholder } from './ProductCard';

/** The first row of the grid at its widest (three columns): their pictures load at once. */
const FIRST_ROW = 3;

/** The products as a grid of cards; `placeholders` cards of the same size while loading. */
export function ProductGrid({
  products,
  placeholders = 0,
  busy = false,
}: {
  products?: readonly Product[];
  placeholders?: number;
  busy?: boolean;
}) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled" aria-busy={busy || undefined}>
      {products
        ? products.map((product, index) => (
            // Keyed by place: the placeholder's list item becomes the card's, so the arriving
            // products replace boxes already laid out instead of inserting new ones (layout shift).
            <li key={index} className="col">
              <ProductCard product={product} imagePriority={gridImagePriority(index, FIRST_ROW)} />
            </li>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="col">
              <ProductCardPlaceholder />
            </li>
          ))}
    </ul>
  );
}
