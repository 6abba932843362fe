import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** Id of the heading; the section is labelled by it. */
  id: string;
  heading: ReactNode;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
  /** Wrap the content in the page-width container (full-bleed home sections). */
  contained?: boolean;
}

/** A page section labelled by its h2 (bold, with the gold rule under it). */
export function PageSection({ id, heading, children, className, headingClassName, contained }: PageSectionProps) {
  const content = (
    <>
      <h2 id={id} className={`section-heading ${headingClassName ?? ''}`}>
        {heading}
      </h2>
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {contained ? <div className="container-xl">{content}</div> : content}
    </section>
  );
}
