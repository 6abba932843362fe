import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PRODUCT_DETAILS } from '@/content/shop/catalogue';
import type { ProductDetailPath } from '@/content/shop/types';
import { PRODUCT_COLOURS, type ProductColour } from '@/shared/config/shop';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { ProductDetail } from './ProductDetail';
import { TrendingNow } from './TrendingNow';
import './item-desc.scss';

const isColour = (value: string | null): value is ProductColour => (PRODUCT_COLOURS as readonly (string | null)[]).includes(value);

/** /item-desc, /item-desc2 and /item-desc3: one component, the record chosen by the path. */
export default function ItemDescPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const product = PRODUCT_DETAILS[pathname.replace(/\/+$/, '') as ProductDetailPath];
  if (!product) return <Navigate to={ROUTES.products} replace />;
  const colour = searchParams.get('colour');

  return (
    <>
      <PageMeta title={product.name} description={product.tagline} canonicalPath={product.path} />
      <section className="container py-4 py-md-5">
        {/* key: moving between the variants starts with a fresh choice of size and colour. */}
        <ProductDetail key={product.path} product={product} initialColour={isColour(colour) ? colour : undefined} />
        <TrendingNow />
      </section>
    </>
  );
}
