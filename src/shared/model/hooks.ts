import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Dispatch that accepts thunks, for features (which cannot import the app's store types).
 * Selectors stay typed by the slices' own selectors.
 */
export type FeatureDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useFeatureDispatch = useDispatch.withTypes<FeatureDispatch>();
export { useSelector };
