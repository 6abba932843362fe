import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TOAST_DURATION_MS } from '../../config/env';
import { selectToasts, toastDismissed, type ToastKind, type ToastMessage } from './toastsSlice';

const BACKGROUND: Record<ToastKind, string> = { success: 'text-bg-success', error: 'text-bg-danger', info: 'text-bg-dark' };

/**
 * One notification. Successes and notices are announced politely (role=status), errors at once
 * (role=alert). Bootstrap's toast classes are used without react-bootstrap's Toast, which forces
 * role=alert on every toast.
 */
function ToastItem({ toast, onClose }: { toast: ToastMessage; onClose: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  const isError = toast.kind === 'error';
  return (
    <div
      className={`toast show border-0 ${BACKGROUND[toast.kind]}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">{toast.message}</div>
        <button type="button" className="btn-close btn-close-white me-2 mt-2" aria-label="Close notification" onClick={() => onClose(toast.id)} />
      </div>
    </div>
  );
}

/** Toasts top-right, each closing by itself after 3000 ms (spec §9) or with its close button. */
export function ToastHost() {
  const toasts = useSelector(selectToasts);
  const dispatch = useDispatch();
  // Stable, so a new toast does not restart the timers of the ones already shown.
  const close = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3" style={{ zIndex: 2000 }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={close} />
      ))}
    </div>
  );
}
