import { useId } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { SHOP_TEXT } from '@/content/shop/text';
import { FilterNav, type FilterNavProps } from './FilterNav';
import './filterDrawer.scss';

export interface FilterDrawerProps extends Omit<FilterNavProps, 'heading'> {
  show: boolean;
  onHide(): void;
}

/** The filters in a drawer for narrow screens (Offcanvas: focus trapped, Escape closes, focus returns). */
export default function FilterDrawer({ show, onHide, ...nav }: FilterDrawerProps) {
  const titleId = useId();
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby={titleId} className="d-md-none">
      <Offcanvas.Header closeButton closeLabel="Close filters">
        <Offcanvas.Title as="h2" id={titleId} className="h5">
          {SHOP_TEXT.filters.heading}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-block">
        <FilterNav {...nav} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
