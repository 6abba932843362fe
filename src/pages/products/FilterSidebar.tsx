import { useId, useState } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { COLLABORATION_FILTERS, PRODUCT_FILTERS, isCollaboration, type ProductFilter } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import { ROUTES } from '@/shared/config/routes';

const filterPath = (filter: ProductFilter) => `${ROUTES.products}/${filter.slug}`;

function FilterLink({ to, label, onNavigate, end }: { to: string; label: string; onNavigate(): void; end?: boolean }) {
  // NavLink marks the active filter with the `active` class and aria-current="page".
  return (
    <li>
      <NavLink to={to} end={end} className="filter-link d-block rounded px-2 py-1" onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The filter links (spec §2): inline from 768 px up, a drawer below (Offcanvas `responsive`).
 * The Collaborations group expands and starts open when one of its filters is active.
 */
export function FilterSidebar({ activeSlug }: { activeSlug?: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collaborationsOpen, setCollaborationsOpen] = useState(isCollaboration(activeSlug));
  const groupId = useId();
  const titleId = useId();
  const close = () => setDrawerOpen(false);

  return (
    <>
      <button type="button" className="btn btn-outline-primary d-md-none mb-3" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
        {SHOP_TEXT.filters.open}
      </button>
      <Offcanvas show={drawerOpen} onHide={close} responsive="md" placement="start" aria-labelledby={titleId}>
        <Offcanvas.Header closeButton closeLabel="Close filters">
          <Offcanvas.Title as="h2" id={titleId} className="h5">
            {SHOP_TEXT.filters.heading}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-block">
          <nav aria-label={SHOP_TEXT.filters.heading} className="w-100">
            <h2 className="h6 text-uppercase text-body-secondary d-none d-md-block">{SHOP_TEXT.filters.heading}</h2>
            <ul className="list-unstyled mb-2">
              <FilterLink to={ROUTES.products} label={SHOP_TEXT.filters.all} onNavigate={close} end />
              {PRODUCT_FILTERS.map((filter) => (
                <FilterLink key={filter.slug} to={filterPath(filter)} label={filter.label} onNavigate={close} />
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-link text-reset text-decoration-none px-2 fw-semibold d-flex align-items-center gap-2"
              aria-expanded={collaborationsOpen}
              aria-controls={groupId}
              onClick={() => setCollaborationsOpen((open) => !open)}
            >
              {SHOP_TEXT.filters.collaborations}
              <span aria-hidden="true">{collaborationsOpen ? '−' : '+'}</span>
            </button>
            <Collapse in={collaborationsOpen}>
              <div id={groupId}>
                <ul className="list-unstyled ps-3 mb-0">
                  {COLLABORATION_FILTERS.map((filter) => (
                    <FilterLink key={filter.slug} to={filterPath(filter)} label={filter.label} onNavigate={close} />
                  ))}
                </ul>
              </div>
            </Collapse>
          </nav>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
