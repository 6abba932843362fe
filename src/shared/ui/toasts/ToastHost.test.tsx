import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { toastShown } from './toastsSlice';

describe('ToastHost', () => {
  afterEach(() => jest.useRealTimers());

  it('announces successes politely and errors assertively, and closes them after 3000 ms', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(toastShown('success', 'Login successful!'));
      store.dispatch(toastShown('error', 'Operation failed'));
    });
    const notices = screen.getByTestId('toasts-notices');
    const errors = screen.getByTestId('toasts-errors');
    expect(notices).toHaveAttribute('aria-live', 'polite');
    expect(errors).toHaveAttribute('aria-live', 'assertive');
    expect(within(notices).getByText('Login successful!')).toBeInTheDocument();
    expect(within(errors).getByText('Operation failed')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('Operation failed')).not.toBeInTheDocument();
  });

  it('stays while hovered, and closes with its button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(toastShown('info', 'Saved'));
    });
    await user.hover(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
