import { Link } from 'react-router';
import { CATALOGUE_TEXT } from '../model/text';
import './pagination.scss';

const T = CATALOGUE_TEXT.list;

/** The pages shown: the first, the last, and two either side of the current one; `null` is a gap of two or more. */
export function visiblePages(page: number, count: number): Array<number | null> {
  const shown = (n: number) =>
    n === 1 || n === count || Math.abs(n - page) <= 2 || (Math.abs(n - page) === 3 && (n === 2 || n === count - 1));
  const pages: Array<number | null> = [];
  for (let n = 1; n <= count; n += 1) {
    if (shown(n)) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Links to the pages of the list (real links: each page has its own address). */
export function Pagination({ page, count, hrefFor }: { page: number; count: number; hrefFor(page: number): string }) {
  if (count <= 1) return null;
  const item = (target: number, label: string, text: string, disabled: boolean) => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {text}
        </span>
      ) : (
        <Link className="page-link" to={hrefFor(target)} aria-label={label}>
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={T.pagination} className="mt-4 shop-pagination">
      <ul className="pagination flex-wrap justify-content-center mb-0">
        {item(page - 1, T.previous, '‹', page <= 1)}
        {visiblePages(page, count).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefFor(n)}
                aria-label={T.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {item(page + 1, T.next, '›', page >= count)}
      </ul>
    </nav>
  );
}
