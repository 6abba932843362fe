import { isTakingSnapshot } from '@/shared/lib/prerenderedPage';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  CATALOGUE_TEXT,
  ITEM_DESC_SLUGS,
  ProductView,
  TrendingNow,
  productBreadcrumbs,
  productJsonLd,
  productPath,
  productShareImage,
  useGetProductBySlugQuery,
} from '@/features/catalogue';
import { errorStatus, screenErrorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { NoIndex, PageMeta } from '@/shared/ui/PageMeta';
import { HoldSnapshot } from '@/shared/ui/PageShown';
import './product.scss';

const T = CATALOGUE_TEXT.product;

/** The page's shape while the product loads: the same columns, so nothing jumps when it arrives. */
function ProductPlaceholder() {
  return (
    <div className="row g-4 g-lg-5" aria-hidden="true">
      <div className="col-md-6">
        <div className="product-gallery__main product-gallery__placeholder rounded-3 w-100 mb-3" />
      </div>
      <div className="col-md-6 placeholder-glow">
        <p className="h1 placeholder col-9" />
        <p className="placeholder col-12" />
        <p className="placeholder col-4 fs-3" />
      </div>
    </div>
  );
}

/**
 * /product/:slug, and the spec's /item-desc, /item-desc2 and /item-desc3, which show the seeded
 * products they name: one component for every product, fed by the catalogue.
 */
export default function ProductPage() {
  const { slug: param } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const slug = param ?? ITEM_DESC_SLUGS[pathname.replace(/\/+$/, '')];
  // A build-time snapshot names the product for crawlers and share previews (title, description,
  // canonical) but never carries its price or stock, which may have changed by the time it is served.
  const snapshot = isTakingSnapshot();
  const { data: product, error, isLoading, refetch } = useGetProductBySlugQuery(slug ?? skipToken);
  const missing = !slug || errorStatus(error) === 404;

  if (missing) {
    return (
      <>
        <PageMeta title={T.notFoundTitle} description={T.notFound} canonicalPath={ROUTES.products} />
        {/* The server answers this address with 404; a visitor who got here in the app is told the same. */}
        <NoIndex />
        <section className="container py-5 text-center">
          <h1>{T.notFoundTitle}</h1>
          <p className="lead">{T.notFound}</p>
          <Link to={ROUTES.products} className="btn btn-primary">
            {T.browse}
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      {product && (
        <PageMeta
          title={product.name}
          description={product.description}
          canonicalPath={productPath(product.slug)}
          type="product"
          image={productShareImage(product)}
          breadcrumbs={snapshot ? undefined : productBreadcrumbs(product)}
          structuredData={snapshot ? undefined : [productJsonLd(product)]}
        />
      )}
      <section className="container py-4 py-md-5" aria-busy={isLoading || undefined}>
        {product && !snapshot ? (
          // key: another product starts with a fresh choice of size and colour.
          <ProductView key={product.id} product={product} initialColour={searchParams.get('colour')} />
        ) : error ? (
          <ErrorBanner message={screenErrorMessage(error, T.failed)} onRetry={() => void refetch()} />
        ) : (
          <ProductPlaceholder />
        )}
        {product && !snapshot && <TrendingNow product={product} />}
      </section>
      {/* The server sent this product's page rendered: it stays on screen until the product is here. */}
      {isLoading && <HoldSnapshot />}
    </>
  );
}
