import type { ReactNode } from 'react';
import { PageMeta, type Breadcrumb } from './PageMeta';

export interface ContentPageProps {
  meta: { title: string; description: string; breadcrumbs?: Breadcrumb[] };
  /** The visible heading; the meta title when not given. */
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  canonicalPath?: string;
  /** Extra JSON-LD objects of the page. */
  structuredData?: object[];
}

/** A page with its metadata, one h1 and its content in the main container. */
export function ContentPage({ meta, heading, lead, children, canonicalPath, structuredData }: ContentPageProps) {
  return (
    <>
      <PageMeta {...meta} canonicalPath={canonicalPath} structuredData={structuredData} />
      <section className="container py-4 py-md-5">
        <h1 className="mb-3">{heading ?? meta.title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </section>
    </>
  );
}
