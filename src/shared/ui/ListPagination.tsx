import { forwardRef, type AnchorHTMLAttributes } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import { Link } from 'react-router';

/** react-bootstrap's page items render `href`; the router's Link navigates without a reload. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  ({ href, ...rest }, ref) => <Link ref={ref} to={href} {...rest} />,
);
RouterLink.displayName = 'RouterLink';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (the page lives in the URL query, so pages are real links). */
  hrefFor: (page: number) => string;
  label: string;
}

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, pageCount: number, radius = 1): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Previous, numbered pages and Next, as links; nothing when everything fits on one page. */
export function ListPagination({ page, pageCount, hrefFor, label }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination className="mb-0 flex-wrap">
        <Pagination.Prev as={RouterLink} href={hrefFor(page - 1)} disabled={page <= 1} />
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={item}
              as={RouterLink}
              href={hrefFor(item)}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
            >
              {item}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next as={RouterLink} href={hrefFor(page + 1)} disabled={page >= pageCount} />
      </Pagination>
    </nav>
  );
}
