// The one place that imports react-redux's hooks: lint (eslint.config.mjs) bans them everywhere else.
import { useDispatch, useSelector, type EqualityFn } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Typed hooks for every layer. They cannot be typed over the app's RootState as the Redux style
 * guide does (`useSelector.withTypes<RootState>()`): app is the top layer and features, widgets and
 * pages may not import it. So the dispatch accepts thunks over an unknown state, and the selector
 * hook takes its state type from the selector: slice selectors (`cartSlice.selectors`,
 * `createSelector` over them) read `{ cart: CartState }`, which the store satisfies as the app mounts
 * each slice at its reducerPath. An inline `(state) => state.cart` does not compile (state is only
 * `object`): read the store through the owning slice's selectors.
 */
export type FeatureDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useFeatureDispatch = useDispatch.withTypes<FeatureDispatch>();

export const useFeatureSelector: <State extends object, Selected>(
  selector: (state: State) => Selected,
  equalityFn?: EqualityFn<Selected>,
) => Selected = useSelector;
