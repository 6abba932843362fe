import type { ReactNode } from 'react';
import { PageMeta, type Breadcrumb } from './PageMeta';

export interface ContentPageProps {
  meta: { title: string; description: string; breadcrumbs?: Breadcrumb[] };
  /** The visible heading; the meta title when not given. */
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  canonicalPath?: string;
}

/** A page with its metadata, one h1 and its content in the main container. */
export function ContentPage({ meta, heading, lead, children, canonicalPath }: ContentPageProps) {
  return (
    <>
      <PageMeta {...meta} canonicalPath={canonicalPath} />
      <section className="container py-4 py-md-5">
        <h1 className="mb-3">{heading ?? meta.title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </section>
    </>
  );
}
