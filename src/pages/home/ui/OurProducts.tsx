import { Link } from 'react-router';
import { HOME_TEXT } from '@/content/home';
import { THEME_ART_SIZE } from '@/content/images';
import { PageSection } from '@/shared/ui/PageSection';

/** Our Products: two cards, each linking to the product it names (spec: Screens and routes linked /item-desc and /item-desc2). */
export function OurProducts() {
  const { heading, intro, items, linkText } = HOME_TEXT.products;
  return (
    <PageSection id="products-heading" heading={heading} className="home-section" contained>
      <p>{intro}</p>
      <div className="row g-4">
        {items.map((item, index) => (
          <div key={item.link} className="col-md-6">
            <article className="card h-100 shadow-sm" aria-labelledby={`our-product-${index}`}>
              <img
                className="card-img-top home-product__img"
                src={item.image}
                alt={item.alt}
                width={THEME_ART_SIZE.width}
                height={THEME_ART_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h3 className="h5 card-title" id={`our-product-${index}`}>
                  {item.title}
                </h3>
                <p className="card-text">{item.text}</p>
                <Link className="btn btn-outline-primary stretched-link" to={item.link}>
                  {linkText}
                  <span className="visually-hidden">: {item.title}</span>
                </Link>
              </div>
            </article>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
