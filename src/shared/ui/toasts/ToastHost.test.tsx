import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { ToastHost } from './ToastHost';
import { toastShown } from './toastsSlice';

function renderHost() {
  const { store } = createAppStore();
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
  return store;
}

describe('ToastHost', () => {
  afterEach(() => jest.useRealTimers());

  it('announces successes politely and errors at once', () => {
    const store = renderHost();
    act(() => {
      store.dispatch(toastShown('success', 'Saved'));
      store.dispatch(toastShown('error', 'Failed'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes each toast after 3000 ms, or at once with its close button', () => {
    jest.useFakeTimers();
    const store = renderHost();
    act(() => {
      store.dispatch(toastShown('info', 'First'));
    });
    act(() => jest.advanceTimersByTime(1000));
    act(() => {
      store.dispatch(toastShown('success', 'Second'));
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
  });
});
