import { useId } from 'react';
import { NavLink } from 'react-router';
import { COLLABORATION_FILTERS, PRODUCT_FILTERS, type ProductFilter } from '@/content/shop/filters';
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

export interface FilterNavProps {
  /** Whether the Collaborations group is expanded (shared by the inline list and the drawer). */
  collaborationsOpen: boolean;
  onToggleCollaborations(): void;
  onNavigate(): void;
  /** The heading shown above the links (the drawer has its own title instead). */
  heading?: boolean;
  /** The sort and search to keep when another filter is chosen (`?sort=...&q=...`). */
  search?: string;
}

/** The filter links, with the Collaborations group that expands. */
export function FilterNav({
  collaborationsOpen,
  onToggleCollaborations,
  onNavigate,
  heading = false,
  search = '',
}: FilterNavProps) {
  const groupId = useId();
  return (
    <nav aria-label={SHOP_TEXT.filters.heading} className="w-100">
      {heading && <h2 className="h6 text-uppercase text-body-secondary">{SHOP_TEXT.filters.heading}</h2>}
      <ul className="list-unstyled mb-2">
        <FilterLink to={`${ROUTES.products}${search}`} label={SHOP_TEXT.filters.all} onNavigate={onNavigate} end />
        {PRODUCT_FILTERS.map((filter) => (
          <FilterLink
            key={filter.slug}
            to={`${filterPath(filter)}${search}`}
            label={filter.label}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-link text-reset text-decoration-none px-2 fw-semibold d-flex align-items-center gap-2"
        aria-expanded={collaborationsOpen}
        aria-controls={groupId}
        onClick={onToggleCollaborations}
      >
        {SHOP_TEXT.filters.collaborations}
        <span aria-hidden="true">{collaborationsOpen ? '−' : '+'}</span>
      </button>
      <div id={groupId} className={collaborationsOpen ? 'collapse show' : 'collapse'}>
        <ul className="list-unstyled ps-3 mb-0">
          {COLLABORATION_FILTERS.map((filter) => (
            <FilterLink
              key={filter.slug}
              to={`${filterPath(filter)}${search}`}
              label={filter.label}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
