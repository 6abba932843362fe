import Badge from 'react-bootstrap/Badge';
import { DEMO_LABEL } from '@/content/adminDemo';

/** Marks template demonstration content (spec: What the product does, Screens and routes), so nobody mistakes it for real data. */
export function DemoBadge({ className = 'ms-2' }: { className?: string }) {
  return (
    <Badge bg="warning" text="dark" className={`${className} fw-semibold align-middle`}>
      {DEMO_LABEL}
    </Badge>
  );
}
