import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
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
      <Container as="section" className="py-4 py-md-5">
        <Card className="mx-auto shadow-sm" style={{ maxWidth: '32rem' }}>
          <Card.Body className="p-4">
            <h1 className="h3 mb-2">{heading ?? meta.title}</h1>
            {lead && <p className="text-body-secondary">{lead}</p>}
            {children}
          </Card.Body>
          {footer && <Card.Footer className="bg-white text-center py-3">{footer}</Card.Footer>}
        </Card>
      </Container>
    </>
  );
}
