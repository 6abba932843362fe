import type { ReactNode } from 'react';

/** A part of the admin's order page, named by its heading (items, actions, returns, audit log). */
export function OrderSection(props: {
  id: string;
  title: string;
  children: ReactNode;
  /** The heading takes the focus from script (after a dialog whose opener is gone). */
  focusable?: boolean;
}) {
  const { id, title, children, focusable } = props;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5" tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
