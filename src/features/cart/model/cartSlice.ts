import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sanitizeCartLines } from './sanitize';
import { MAX_LINE_QUANTITY, lineKey, type CartLine, type NewCartLine } from './types';

export interface CartState {
  lines: CartLine[];
  /** The slide-in bag drawer (not persisted). */
  drawerOpen: boolean;
  /** The last line added, for the polite "Added ..." announcement (not persisted); `seq` tells repeats apart. */
  lastAdded?: { name: string; seq: number } | null;
}

export const initialCartState: CartState = { lines: [], drawerOpen: false };

const findLine = (state: CartState, key: string) => state.lines.find((line) => lineKey(line) === key);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds a line, or increments the line with the same name, size and colour. */
    lineAdded(state, action: PayloadAction<NewCartLine>) {
      const { quantity = 1, ...line } = action.payload;
      state.lastAdded = { name: line.name, seq: (state.lastAdded?.seq ?? 0) + 1 };
      const existing = findLine(state, lineKey(line));
      if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
      else state.lines.push({ ...line, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity)) });
    },
    quantityIncreased(state, action: PayloadAction<string>) {
      const line = findLine(state, action.payload);
      if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + 1);
    },
    /** Decrease stops at 1 (spec: States and transitions); removing is a separate action. */
    quantityDecreased(state, action: PayloadAction<string>) {
      const line = findLine(state, action.payload);
      if (line && line.quantity > 1) line.quantity -= 1;
    },
    /** A typed quantity: whole numbers from 1 to the cap; anything else keeps the line at 1 at least (never removes it). */
    quantitySet(state, action: PayloadAction<{ key: string; quantity: number }>) {
      const line = findLine(state, action.payload.key);
      const wanted = Math.floor(action.payload.quantity);
      if (line)
        line.quantity = Number.isFinite(wanted) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, wanted)) : line.quantity;
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => lineKey(line) !== action.payload);
    },
    cleared(state) {
      state.lines = [];
    },
    /** Another tab changed the bag: take its lines. */
    syncedFromStorage(state, action: PayloadAction<unknown>) {
      const lines = sanitizeCartLines(action.payload);
      if (JSON.stringify(lines) !== JSON.stringify(state.lines)) state.lines = lines;
    },
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectCartDrawerOpen: (state) => state.drawerOpen,
    selectLastAdded: (state) => state.lastAdded ?? null,
  },
});

export const cartActions = cartSlice.actions;
export const { selectCartLines, selectCartDrawerOpen, selectLastAdded } = cartSlice.selectors;

/** Sum of price x quantity in rupees (spec: Business constants). */
export const cartSubtotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

export const selectCartSubtotal = createSelector([selectCartLines], cartSubtotal);
export const selectCartCount = createSelector([selectCartLines], (lines) =>
  lines.reduce((sum, line) => sum + line.quantity, 0),
);
