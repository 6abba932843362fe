import { Link } from 'react-router';
import { HOME_TEXT } from '@/content/home';

/** The Workshop Series 2025 banner, linking to /testimonials (spec: Screens and routes). */
export function PromoBanner() {
  const { label, text, linkText, link } = HOME_TEXT.promo;
  return (
    <aside className="promo-banner" aria-label={label}>
      <div className="container-xl d-flex flex-wrap align-items-center justify-content-center gap-2 py-2 text-center">
        <strong>{label}</strong>
        <span>{text}</span>
        <Link className="promo-banner__link" to={link}>
          {linkText}
        </Link>
      </div>
    </aside>
  );
}
