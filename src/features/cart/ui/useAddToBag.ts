import { useCallback } from 'react';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { cartActions } from '../model/cartSlice';
import type { NewCartLine } from '../model/types';

/** Adds a line (or increments the same name, size and colour) and opens the bag (spec: States and transitions). */
export function useAddToBag() {
  const dispatch = useFeatureDispatch();
  return useCallback(
    (line: NewCartLine) => {
      dispatch(cartActions.lineAdded(line));
      dispatch(cartActions.drawerOpened());
    },
    [dispatch],
  );
}
