import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown } from './toastsSlice';

/** The one toast service: `toast.success('Login successful!')`, `toast.error(...)`. */
export function useToast() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      success: (message: string) => dispatch(toastShown('success', message)),
      error: (message: string) => dispatch(toastShown('error', message)),
      info: (message: string) => dispatch(toastShown('info', message)),
    }),
    [dispatch],
  );
}
