import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useDispatch, useSelector } from 'react-redux';
import { TOAST_DURATION_MS } from '../../config/env';
import { selectToasts, toastDismissed, type ToastKind } from './toastsSlice';

const VARIANT: Record<ToastKind, string> = { success: 'success', error: 'danger', info: 'dark' };

/**
 * Toasts top-right, closing by themselves after 3000 ms (spec §9). Successes and notices are
 * announced politely (role=status), errors at once (role=alert).
 */
export function ToastHost() {
  const toasts = useSelector(selectToasts);
  const dispatch = useDispatch();
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={VARIANT[toast.kind]}
          autohide
          delay={TOAST_DURATION_MS}
          onClose={() => dispatch(toastDismissed(toast.id))}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
          aria-atomic="true"
        >
          <div className="d-flex align-items-start text-white">
            <Toast.Body className="flex-grow-1">{toast.message}</Toast.Body>
            <button
              type="button"
              className="btn-close btn-close-white me-2 mt-2"
              aria-label="Close notification"
              onClick={() => dispatch(toastDismissed(toast.id))}
            />
          </div>
        </Toast>
      ))}
    </ToastContainer>
  );
}
