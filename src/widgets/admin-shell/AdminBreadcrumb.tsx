import { Link } from 'react-router';

export interface AdminCrumb {
  label: string;
  /** Crumbs without a link are groupings (e.g. Product Management); the last is the current page. */
  to?: string;
}

/** A breadcrumb trail such as Admin / Product Management / Product Entry (spec: Screens and routes). */
export function AdminBreadcrumb({ items }: { items: AdminCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb small mb-2">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li
              key={item.label}
              className={`breadcrumb-item${current ? ' active' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {item.to && !current ? <Link to={item.to}>{item.label}</Link> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
