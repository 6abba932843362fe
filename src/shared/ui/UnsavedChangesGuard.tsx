import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

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
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === currentPath ? null : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Warns before unsaved changes are lost. The app runs a declarative <BrowserRouter> (no data
 * router, see app/router.tsx), so react-router's useBlocker is not available: in-app links are
 * held in the capture phase (before the router's own click handler) and asked about, and a reload,
 * closing the tab or leaving the site gets the browser's own beforeunload question.
 */
export function UnsavedChangesGuard({ when, title, message, leaveLabel, stayLabel }: UnsavedChangesGuardProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

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
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      show={pending !== null}
      title={title}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to !== null) void navigate(to);
      }}
    >
      <p className="mb-0">{message}</p>
    </ConfirmDialog>
  );
}
