import { useEffect, useRef, type CSSProperties, type MouseEventHandler } from 'react';
import { Link } from 'react-router';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CATEGORY_CARDS } from '@/content/categories';
import { THEME_ART_SIZE } from '@/content/images';
import { BREAKPOINTS } from '@/shared/config/env';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { ImageWithFallback } from '@/shared/ui/ImageWithFallback';

interface ArrowProps {
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  direction: 'previous' | 'next';
}

/** react-slick hands its arrows className/style/onClick; ours are named buttons. */
function Arrow({ className, style, onClick, direction }: ArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      className={`${className ?? ''} category-arrow category-arrow--${direction} carousel-btn`}
      style={style}
      onClick={onClick}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} categories`}
    >
      <Icon />
    </button>
  );
}

/** Spec: Screens and routes and, Business constants: 1 card under 480 px, 2 under 768 px, 3 otherwise. */
export function categorySlidesToShow(small: boolean, medium: boolean): number {
  if (small) return 1;
  return medium ? 2 : 3;
}

/**
 * react-slick's own `responsive` option only reacts to a media query *changing* (a page opened on
 * a phone would show 3 cards), so the count comes from our media queries instead.
 */
function useSlidesToShow(): number {
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.categorySmall - 0.02}px)`);
  const medium = useMediaQuery(`(max-width: ${BREAKPOINTS.categoryMedium - 0.02}px)`);
  return categorySlidesToShow(small, medium);
}

export const CATEGORY_SLIDER_SETTINGS: Settings = {
  infinite: true,
  slidesToScroll: 1,
  speed: 400,
  dots: false,
  arrows: true,
  accessibility: true,
  prevArrow: <Arrow direction="previous" />,
  nextArrow: <Arrow direction="next" />,
};

/**
 * react-slick marks off-screen slides (and its clones) aria-hidden but leaves their links
 * focusable; making them inert keeps keyboard focus on what is visible.
 */
function useInertHiddenSlides() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    // Only `inert` is written (react-slick owns aria-hidden), and only when it differs, so the
    // observer never reacts to its own changes.
    const sync = () => {
      element.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (slide.hasAttribute('inert') !== hidden) slide.toggleAttribute('inert', hidden);
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  }, []);
  return root;
}

/** The category carousel of the home page: ten cards, all linking to /events. */
export default function CategoryCarousel() {
  const root = useInertHiddenSlides();
  const slidesToShow = useSlidesToShow();
  return (
    <div ref={root} className="category-carousel" role="group" aria-roledescription="carousel" aria-label="Categories">
      <Slider {...CATEGORY_SLIDER_SETTINGS} slidesToShow={slidesToShow}>
        {CATEGORY_CARDS.map((card) => (
          <div key={card.id} className="px-2">
            <Link to={card.link} className="category-card card h-100 text-decoration-none shadow-sm">
              <ImageWithFallback
                className="card-img-top"
                src={card.image}
                alt={card.alt}
                width={THEME_ART_SIZE.width}
                height={THEME_ART_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <span className="card-body d-block">
                <span className="h5 d-block text-body">{card.name}</span>
                {card.description && <span className="d-block small text-body-secondary">{card.description}</span>}
              </span>
            </Link>
          </div>
        ))}
      </Slider>
    </div>
  );
}
