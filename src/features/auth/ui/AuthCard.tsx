import type { ReactNode } from 'react';
import { PageMeta } from '@/shared/ui/PageMeta';

export interface AuthCardProps {
  meta: { title: string; description: string };
  /** The visible heading (the page's only h1); the meta title when not given. */
  heading?: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card body (other auth screens). */
  footer?: ReactNode;
}

/** The frame of the customer auth screens: a narrow centred card with the page's heading. */
export function AuthCard({ meta, heading, lead, children, footer }: AuthCardProps) {
  return (
    <>
      <PageMeta {...meta} />
      <section className="container py-4 py-md-5">
        <div className="card mx-auto shadow-sm" style={{ maxWidth: '32rem' }}>
          <div className="card-body p-4">
            <h1 className="h3 mb-2">{heading ?? meta.title}</h1>
            {lead && <p className="text-body-secondary">{lead}</p>}
            {children}
          </div>
          {footer && <div className="card-footer bg-white text-center py-3">{footer}</div>}
        </div>
      </section>
    </>
  );
}
