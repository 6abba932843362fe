import { Navigate, useParams } from 'react-router';
import { PRODUCT_CARDS } from '@/content/shop/catalogue';
import { findProductFilter } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import * as PAGE_META from '@/content/pageMeta';
import { ROUTES } from '@/shared/config/routes';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { PageMeta } from '@/shared/ui/PageMeta';
import { FilterSidebar } from './FilterSidebar';
import { ProductCard } from './ProductCard';
import { PromoBanner } from './PromoBanner';
import './products.scss';

/**
 * /products and /products/:category (spec §2): promotion, filter sidebar, three product cards.
 * A filter route marks its filter active; the three cards stay (the spec gives no other grid).
 */
export default function ProductsPage() {
  const { category } = useParams();
  const filter = findProductFilter(category);
  if (category !== undefined && !filter) return <Navigate to={ROUTES.products} replace />;

  const meta = filter
    ? { ...PAGE_META.products, title: `${filter.label} | ${PAGE_META.products.title}` }
    : PAGE_META.products;
  return (
    <>
      <PageMeta {...meta} canonicalPath={filter ? `${ROUTES.products}/${filter.slug}` : ROUTES.products} />
      <section className="container py-4 py-md-5">
        <PromoBanner />
        <h1 className="mb-1">{PAGE_META.products.title}</h1>
        <p className="lead mb-4">{filter ? filter.label : PAGE_META.products.description}</p>
        <div className="row g-4">
          <div className="col-md-4 col-lg-3">
            <FilterSidebar activeSlug={filter?.slug} />
          </div>
          <div className="col-md-8 col-lg-9">
            <h2 className="visually-hidden">{SHOP_TEXT.grid.heading}</h2>
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
              {PRODUCT_CARDS.map((product, index) => (
                <li key={product.id} className="col">
                  <ProductCard product={product} imagePriority={gridImagePriority(index, 3)} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
