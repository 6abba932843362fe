import { useFeatureSelector } from '@/shared/model/hooks';
import { selectCartLines } from '../model/cartSlice';
import { lineKey, type CartLine } from '../model/types';

/** How many of this name, size and colour the bag holds already (0: none), so a page can offer only the rest. */
export function useQuantityInBag(line: Pick<CartLine, 'name' | 'size' | 'colour'>): number {
  const key = lineKey(line);
  return useFeatureSelector(selectCartLines).find((candidate) => lineKey(candidate) === key)?.quantity ?? 0;
}
