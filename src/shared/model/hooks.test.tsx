import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectToasts, toastShown, toastsSlice } from '../ui/toasts/toastsSlice';
import { useFeatureDispatch, useFeatureSelector } from './hooks';

function setup() {
  const store = configureStore({ reducer: { [toastsSlice.reducerPath]: toastsSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => ({ toasts: useFeatureSelector(selectToasts), dispatch: useFeatureDispatch() }), { wrapper });
}

describe('typed hooks', () => {
  it("read the store through a slice's selector and dispatch actions and thunks", () => {
    const { result } = setup();
    expect(result.current.toasts).toEqual([]);
    act(() => {
      result.current.dispatch(toastShown('info', 'plain action'));
      // A thunk: the dispatch is typed to accept them without the app's store types.
      result.current.dispatch((dispatch) => dispatch(toastShown('success', 'from a thunk')));
    });
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['plain action', 'from a thunk']);
  });

  it('take the state type from the selector, so an inline selector cannot read the state untyped', () => {
    // Checked by tsc, not run: the state is not the app's RootState, so `state.toasts` does not compile.
    const useInline = () =>
      useFeatureSelector(
        // @ts-expect-error -- read the store through the owning slice's selectors
        (state) => state.toasts,
      );
    expect(typeof useInline).toBe('function');
  });
});
