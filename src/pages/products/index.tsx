import { isTakingSnapshot } from '@/shared/lib/prerenderedPage';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { findProductFilter } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import * as PAGE_META from '@/content/pageMeta';
import {
  CATALOGUE_TEXT,
  ListControls,
  ListFilters,
  Pagination,
  ProductGrid,
  isFiltered,
  listArgs,
  listSearch,
  pageCount,
  readListState,
  useListProductsQuery,
  type ListState,
} from '@/features/catalogue';
import { screenErrorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { PRODUCT_PAGE_SIZE } from '@/shared/contract/productList';
import { formatInr } from '@/shared/lib/formatInr';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageMeta } from '@/shared/ui/PageMeta';
import { FilterSidebar } from './FilterSidebar';
import { PromoBanner } from './PromoBanner';
import './products.scss';

const T = CATALOGUE_TEXT.list;

/**
 * /products and /products/:category (spec: Screens and routes): promotion, filter sidebar, and the catalogue's
 * products of that category. Sort, search, price range, "in stock only" and page live in the address
 * (`?sort=price-asc&q=tea&minPrice=500&maxPrice=2000&inStock=true&page=2`), so Back, reload and shared
 * links show the same list; a new choice starts again at page 1.
 */
export default function ProductsPage() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = findProductFilter(category);
  const state = readListState(searchParams);
  const { data, error, isFetching, refetch } = useListProductsQuery(listArgs(state, filter?.slug), {
    skip: (category !== undefined && !filter) || isTakingSnapshot(),
  });
  if (category !== undefined && !filter) return <Navigate to={ROUTES.products} replace />;

  const base = filter ? `${ROUTES.products}/${filter.slug}` : ROUTES.products;
  const go = (next: Partial<ListState>) => navigate(`${base}${listSearch({ ...state, page: 1, ...next })}`);
  const pages = data ? pageCount(data.total) : 1;
  const from = (state.page - 1) * PRODUCT_PAGE_SIZE + 1;
  const filtered = Boolean(filter) || isFiltered(state);
  const narrowed = [
    state.q ? T.searching(state.q) : '',
    state.minPrice !== undefined || state.maxPrice !== undefined
      ? T.priceRange(
          state.minPrice === undefined ? undefined : formatInr(state.minPrice),
          state.maxPrice === undefined ? undefined : formatInr(state.maxPrice),
        )
      : '',
    state.inStock ? T.inStockOnly : '',
  ].filter(Boolean);
  const meta = filter
    ? { ...PAGE_META.products, title: `${filter.label} | ${PAGE_META.products.title}` }
    : PAGE_META.products;

  return (
    <>
      <PageMeta {...meta} canonicalPath={base} />
      <section className="container py-4 py-md-5">
        <PromoBanner />
        <h1 className="mb-1">{PAGE_META.products.title}</h1>
        <p className="lead mb-4">{filter ? filter.label : PAGE_META.products.description}</p>
        <div className="row g-4">
          <div className="col-md-4 col-lg-3">
            <FilterSidebar activeSlug={filter?.slug} search={listSearch({ ...state, page: 1 })} />
          </div>
          <div className="col-md-8 col-lg-9">
            <h2 className="visually-hidden">{SHOP_TEXT.grid.heading}</h2>
            <ListControls sort={state.sort} q={state.q} onSort={(sort) => go({ sort })} onSearch={(q) => go({ q })} />
            <ListFilters
              minPrice={state.minPrice}
              maxPrice={state.maxPrice}
              inStock={state.inStock ?? false}
              onPrice={(range) => go(range)}
              onInStock={(inStock) => go({ inStock })}
            />
            <p className="small text-body-secondary products-status" role="status">
              {data
                ? [...narrowed, T.count(data.total, from, from + data.items.length - 1)].join('. ')
                : isFetching
                  ? T.loading
                  : ''}
            </p>
            {error && !data ? (
              <ErrorBanner message={screenErrorMessage(error, T.failed)} onRetry={() => void refetch()} />
            ) : data && data.items.length === 0 ? (
              <div className="text-center py-5">
                <p className="fs-5">{T.empty}</p>
                {filtered && (
                  <Link to={ROUTES.products} className="btn btn-outline-primary">
                    {T.clearFilters}
                  </Link>
                )}
              </div>
            ) : (
              <ProductGrid products={data?.items} placeholders={Math.min(PRODUCT_PAGE_SIZE, 6)} busy={isFetching} />
            )}
            {data && (
              <Pagination
                page={Math.min(state.page, pages)}
                count={pages}
                hrefFor={(page) => `${base}${listSearch({ ...state, page })}`}
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
