import type { ShopItem } from '@/content/shop/types';
import { lineFromShopItem } from '../model/fromContent';
import { useAddToBag } from './useAddToBag';

/** Add to Bag for an item sold as it is: adds it (or one more of it) and opens the bag. */
export function AddToBagButton({
  item,
  label,
  className = 'btn btn-primary btn-sm',
}: {
  item: ShopItem;
  label: string;
  className?: string;
}) {
  const addToBag = useAddToBag();
  return (
    <button
      type="button"
      className={className}
      aria-label={`${label}: ${item.name}`}
      onClick={() => addToBag(lineFromShopItem(item))}
    >
      {label}
    </button>
  );
}
