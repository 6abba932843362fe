import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onPopStateFirst } from '@/shared/lib/popStateFirst';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** The form has changes that are not saved. */
  when: boolean;
  title: string;
  message: string;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * The in-app address a click on this link opens, or null when the guard has no say: a new tab, a
 * download, another site, or the same page with other search params (a list's paging or
 * filters, which leave the form as it is).
 */
function inAppTarget(event: MouseEvent, currentPath: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === currentPath ? null : `${url.pathname}${url.search}${url.hash}`;
}

/** What the visitor asked for while the form had changes: a link's address, or a step through the history. */
type Pending = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

/** react-router's BrowserRouter numbers its history entries in `history.state.idx`. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Warns before unsaved changes are lost. The app runs a declarative <BrowserRouter> (no data
 * router, see app/router.tsx), so react-router's useBlocker is not available: in-app links are
 * held in the capture phase (before the router's own click handler) and asked about, and a reload,
 * closing the tab or leaving the site gets the browser's own beforeunload question.
 *
 * Back and Forward: the browser has moved before any script runs, so the guard's popstate handler
 * (onPopStateFirst: it runs before the router's own listener, which a listener the guard added
 * to window itself would not) keeps the event from the router, steps the history back to the form and asks; "Leave" replays the step and lets the
 * router have it. A step that only changes the search params (the list beside the form) passes.
 */
export function UnsavedChangesGuard({ when, title, message, leaveLabel, stayLabel }: UnsavedChangesGuardProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const { pathname, key } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  // The history entry the form is shown at, and the history events the guard makes itself.
  const currentIndex = useRef<number | null>(null);
  const ownSteps = useRef<{ swallow: number; passNext: boolean }>({ swallow: 0, passNext: false });
  useEffect(() => {
    currentIndex.current = historyIndex(window.history.state);
  }, [key]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium asks only when returnValue is set
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event, currentPath.current);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to });
    };
    const onPopState = (event: PopStateEvent) => {
      const steps = ownSteps.current;
      if (steps.passNext) {
        steps.passNext = false;
        return;
      }
      if (steps.swallow > 0) {
        // The step back to the form: the router never saw it leave.
        steps.swallow -= 1;
        event.stopImmediatePropagation();
        return;
      }
      const from = currentIndex.current;
      const to = historyIndex(event.state);
      if (window.location.pathname === currentPath.current || from === null || to === null || to === from) return;
      event.stopImmediatePropagation();
      steps.swallow += 1;
      window.history.go(from - to);
      setPending({ kind: 'history', delta: to - from });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const offPopState = onPopStateFirst(onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      offPopState();
    };
  }, [when]);

  const leave = () => {
    const chosen = pending;
    setPending(null);
    if (chosen?.kind === 'link') void navigate(chosen.to);
    if (chosen?.kind === 'history') {
      ownSteps.current.passNext = true;
      window.history.go(chosen.delta);
    }
  };

  return (
    <ConfirmDialog
      show={pending !== null}
      title={title}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onCancel={() => setPending(null)}
      onConfirm={leave}
    >
      <p className="mb-0">{message}</p>
    </ConfirmDialog>
  );
}
