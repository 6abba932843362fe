import { Link } from 'react-router';
import type { ProductSearchHit } from '@/shared/contract/search';
import { SEARCH_LIMIT_MAX } from '@/shared/config/search';
import { formatInr } from '@/shared/lib/formatInr';
import { useSearchQuery } from '../api/searchApi';
import { groupsOf, resultCount, searchableQuery } from '../model/results';
import { SEARCH_SUGGESTIONS, SEARCH_TEXT } from '../model/text';

/** Where to look instead: shown when the query found nothing or cannot be searched. */
function Suggestions() {
  return (
    <nav aria-labelledby="search-suggestions" className="mt-3">
      <h2 id="search-suggestions" className="h5">
        {SEARCH_TEXT.suggestionsTitle}
      </h2>
      <ul>
        {SEARCH_SUGGESTIONS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The /search page's body: grouped lists of every hit (up to the cap per group), or the empty state. */
export function SearchResults({ query: raw }: { query: string }) {
  const query = searchableQuery(raw);
  const {
    currentData: results,
    isFetching,
    isError,
  } = useSearchQuery({ q: query ?? '', limit: SEARCH_LIMIT_MAX }, { skip: query === null });

  if (query === null) {
    return (
      <>
        <p>{SEARCH_TEXT.tooShort}</p>
        <Suggestions />
      </>
    );
  }
  if (isError) return <p role="alert">{SEARCH_TEXT.failed}</p>;
  if (!results || (isFetching && results.query !== query)) {
    return (
      <p role="status" aria-live="polite">
        {SEARCH_TEXT.searching}
      </p>
    );
  }
  const count = resultCount(results);
  return (
    <>
      <p role="status" aria-live="polite" className="text-body-secondary">
        {count === 0 ? SEARCH_TEXT.noResults(query) : SEARCH_TEXT.resultCount(count)}
      </p>
      {count === 0 && <Suggestions />}
      {groupsOf(results).map((group) => (
        <section key={group.key} aria-labelledby={`search-group-${group.key}`} className="mb-4">
          <h2 id={`search-group-${group.key}`} className="h4">
            {SEARCH_TEXT.groups[group.key]}
          </h2>
          <ul className="list-unstyled mb-0">
            {group.hits.map((hit) => {
              const product = group.key === 'products' ? (hit as ProductSearchHit) : undefined;
              return (
                <li key={hit.url} className="d-flex gap-3 py-2 border-bottom">
                  {product && (
                    <img
                      src={product.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                      className="rounded flex-shrink-0 object-fit-cover"
                      loading="lazy"
                    />
                  )}
                  <div className="min-w-0">
                    <Link to={hit.url} className="fw-semibold">
                      {hit.title}
                    </Link>
                    {product && <span className="ms-2">{formatInr(product.salePrice ?? product.price)}</span>}
                    <p className="small text-body-secondary mb-0">{hit.excerpt}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
