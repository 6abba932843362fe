import type { ReactNode } from 'react';

/** A part of the admin's order page, named by its heading (items, actions, returns, audit log). */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}
