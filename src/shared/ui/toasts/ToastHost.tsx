import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../../config/env';
import { useFeatureDispatch, useFeatureSelector } from '../../model/hooks';
import { selectToasts, toastDismissed, type ToastKind, type ToastMessage } from './toastsSlice';

const BACKGROUND: Record<ToastKind, string> = {
  success: 'text-bg-success',
  error: 'text-bg-danger',
  info: 'text-bg-dark',
};

/** One toast: closes itself after 3000 ms (spec: Business constants), but not while the pointer or focus is on it. */
function ToastItem({ toast }: { toast: ToastMessage }) {
  const dispatch = useFeatureDispatch();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, paused, toast.id]);
  return (
    <div
      className={`toast show mb-2 ${BACKGROUND[toast.kind]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">
          {toast.title && <strong className="d-block">{toast.title}</strong>}
          {toast.message}
        </div>
        <button
          type="button"
          className="btn-close btn-close-white me-2 mt-2"
          aria-label="Close notification"
          onClick={() => dispatch(toastDismissed(toast.id))}
        />
      </div>
    </div>
  );
}

/** Below the header's one row (about 61 px on the public site, 56 px in the admin shell). */
const TOAST_TOP = '4rem';

/**
 * Toasts top-right. The two live regions are always in the page, so screen readers announce what
 * is added to them: successes and notices politely, errors at once (assertive). They carry no
 * landmark role, so an empty region is not mistaken for a message.
 */
export function ToastHost() {
  const toasts = useFeatureSelector(selectToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notices = toasts.filter((toast) => toast.kind !== 'error');
  return (
    // Top-right (spec: Screens and routes) but below the header's row, so Log in / My Account and the bag stay usable.
    <div className="toast-container position-fixed end-0 p-3" style={{ zIndex: 2000, top: TOAST_TOP }}>
      <div aria-live="assertive" aria-relevant="additions" data-testid="toasts-errors">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="polite" aria-relevant="additions" data-testid="toasts-notices">
        {notices.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
