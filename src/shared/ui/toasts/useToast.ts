import { useMemo } from 'react';
import { useFeatureDispatch } from '../../model/hooks';
import { toastShown } from './toastsSlice';

/** The one toast service: `toast.success('Login successful!')`, `toast.error(...)`. */
export function useToast() {
  const dispatch = useFeatureDispatch();
  return useMemo(
    () => ({
      success: (message: string, title?: string) => dispatch(toastShown('success', message, title)),
      error: (message: string, title?: string) => dispatch(toastShown('error', message, title)),
      info: (message: string, title?: string) => dispatch(toastShown('info', message, title)),
    }),
    [dispatch],
  );
}
