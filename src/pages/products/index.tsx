import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Navigate, useParams } from 'react-router';
import { PRODUCT_CARDS } from '@/content/shop/catalogue';
import { findProductFilter } from '@/content/shop/filters';
import { SHOP_TEXT } from '@/content/shop/text';
import * as PAGE_META from '@/content/pageMeta';
import { ROUTES } from '@/shared/config/routes';
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
      <Container as="section" className="py-4 py-md-5">
        <PromoBanner />
        <h1 className="mb-1">{PAGE_META.products.title}</h1>
        <p className="lead mb-4">{filter ? filter.label : PAGE_META.products.description}</p>
        <Row className="g-4">
          <Col md={4} lg={3}>
            <FilterSidebar activeSlug={filter?.slug} />
          </Col>
          <Col md={8} lg={9}>
            <h2 className="visually-hidden">{SHOP_TEXT.grid.heading}</h2>
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
              {PRODUCT_CARDS.map((product) => (
                <li key={product.id} className="col">
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </Col>
        </Row>
      </Container>
    </>
  );
}
