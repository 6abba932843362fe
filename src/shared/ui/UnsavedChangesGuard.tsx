import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

export interface UnsavedChangesGuardProps {
  /** The form has changes that are not saved. */
  when: boolean;
  title: string;
  message: string;
  leaveLabel: string;
  stayLabel: string;
}

/** The in-app address a click on this link opens, or null when the guard has no say (new tab, download, other site, same page). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === window.location.pathname && url.search === window.location.search ? null : to;
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

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium asks only when returnValue is set
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
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
