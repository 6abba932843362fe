import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  message: string;
  /** A bold first line, when the message needs one (e.g. the account page's two texts). */
  title?: string;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as ToastMessage[] },
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.items.push(action.payload);
        // A burst of errors should not cover the page: keep the newest five.
        if (state.items.length > 5) state.items.splice(0, state.items.length - 5);
      },
      // The id is made here, not in the reducer, so replaying the action log gives the same state.
      prepare: (kind: ToastKind, message: string, title?: string) => ({
        payload: title === undefined ? { id: nanoid(), kind, message } : { id: nanoid(), kind, message, title },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
