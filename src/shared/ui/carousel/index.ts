export { pageCount, pageItems, wrapIndex } from './carouselIndex';
export { CarouselControls, type CarouselControlsProps } from './CarouselControls';
export { HeroSlide, type HeroSlideProps } from './HeroSlide';
export { PagedCarousel, usePerPage, type PagedCarouselProps } from './PagedCarousel';
export { SingleSlideCarousel, SWIPE_THRESHOLD_PX, type SingleSlideCarouselProps } from './SingleSlideCarousel';
export type { ResponsiveSource, Slide } from './slide';
export { useAutoplay } from './useAutoplay';
