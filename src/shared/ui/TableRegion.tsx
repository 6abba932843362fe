import type { ReactNode } from 'react';

/**
 * Bootstrap's horizontally scrolling table wrapper, reachable by keyboard (it can be focused
 * and scrolled with the arrow keys) and named for screen readers.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
