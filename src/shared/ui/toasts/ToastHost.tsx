import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../config/env';
import { useFeatureDispatch, useFeatureSelector } from '../../model/hooks';
import type * as KeepClear from './keepClear';
import './toasts.scss';
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

/**
 * Toasts at the bottom of the window, centred (as Shopify's admin and Cal.com place them): never
 * on the page's heading or the header's buttons, and the control that raised one is scrolled above
 * them (keepClear.ts). The floating chat button steps aside while a toast is over it; the footer's
 * free strip keeps the end of every page clear of both. The two live regions are always in the
 * page, so screen readers announce what is added to them: successes and notices politely, errors
 * at once (assertive). They carry no landmark role, so an empty region is not mistaken for a
 * message.
 */
export function ToastHost() {
  const toasts = useFeatureSelector(selectToasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notices = toasts.filter((toast) => toast.kind !== 'error');
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  // Loaded after the first render (a small chunk of its own): the page's first scripts stay small.
  const keepClear = useRef<typeof KeepClear>();
  useEffect(() => {
    import(/* webpackChunkName: "floating" */ './keepClear').then(
      (module) => (keepClear.current = module),
      () => undefined,
    );
  }, []);
  useLayoutEffect(() => {
    if (toasts.length > shown.current && container.current) keepClear.current?.keepUsedControlClear(container.current);
    shown.current = toasts.length;
  }, [toasts.length]);
  return (
    <div
      ref={container}
      className="toast-container toast-container--bottom position-fixed p-3"
      style={{ zIndex: 2000 }}
    >
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
