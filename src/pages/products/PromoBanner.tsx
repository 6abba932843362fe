import { Link } from 'react-router';
import { SHOP_TEXT } from '@/content/shop/text';

/** The Workshop Series 2025 promotion at the top of the products page (spec: Screens and routes). */
export function PromoBanner() {
  const { promo } = SHOP_TEXT;
  return (
    <aside
      className="promo-banner rounded-3 p-4 mb-4 d-flex flex-column flex-md-row align-items-md-center gap-3"
      aria-label={promo.title}
    >
      <div className="flex-grow-1">
        <p className="h4 mb-1">{promo.title}</p>
        <p className="mb-0">{promo.text}</p>
      </div>
      <Link to={promo.href} className="btn btn-light flex-shrink-0">
        {promo.cta}
      </Link>
    </aside>
  );
}
