import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { pageCount, pageItems, wrapIndex } from './carouselIndex';
import { CarouselControls } from './CarouselControls';
import './carousel.scss';

export interface PagedCarouselProps<T> {
  items: readonly T[];
  label: string;
  noun: string;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  /** Items per page from the viewport width: `large` at >= breakpoints.large px, `medium` at >= breakpoints.medium px, else 1. */
  breakpoints: { medium: number; large: number };
  perPage: { medium: number; large: number };
}

/** Items per page for the current viewport width. */
export function usePerPage(
  breakpoints: { medium: number; large: number },
  perPage: { medium: number; large: number },
): number {
  const large = useMediaQuery(`(min-width: ${breakpoints.large}px)`);
  const medium = useMediaQuery(`(min-width: ${breakpoints.medium}px)`);
  if (large) return perPage.large;
  if (medium) return perPage.medium;
  return 1;
}

/**
 * Pages of N items (spec: States and transitions, testimonials): page count = items / N rounded up; arrows and dots
 * only with more than one page; back to the first page when N changes. Only the current page is
 * rendered, so nothing hidden can take focus.
 */
export function PagedCarousel<T>({
  items,
  label,
  noun,
  renderItem,
  getKey,
  breakpoints,
  perPage: sizes,
}: PagedCarouselProps<T>) {
  const perPage = usePerPage(breakpoints, sizes);
  const [state, setState] = useState({ page: 0, perPage });
  // A change of N (a resize across a breakpoint) starts again from the first page.
  const page = state.perPage === perPage ? state.page : 0;
  const pages = pageCount(items.length, perPage);
  const goTo = (target: number) => setState({ page: wrapIndex(target, pages), perPage });

  return (
    <div className="paged-carousel" role="group" aria-roledescription="carousel" aria-label={label}>
      <div
        className="paged-carousel__page"
        role="group"
        aria-roledescription="slide"
        aria-label={`Page ${page + 1} of ${pages}`}
        aria-live="polite"
      >
        {pageItems(items, page, perPage).map((item) => (
          <div key={getKey(item)} className="paged-carousel__item" style={{ flexBasis: `${100 / perPage}%` }}>
            {renderItem(item)}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <CarouselControls
          noun={noun}
          count={pages}
          current={page}
          onPrevious={() => goTo(page - 1)}
          onNext={() => goTo(page + 1)}
          onSelect={goTo}
          dotLabel={(index) => `Show page ${index + 1} of ${pages}`}
        />
      )}
    </div>
  );
}
