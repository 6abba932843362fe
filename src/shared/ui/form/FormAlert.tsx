import type { ReactNode } from 'react';

/** A form's failure that belongs to no single field, announced at once; nothing when there is none. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {children}
    </div>
  );
}
