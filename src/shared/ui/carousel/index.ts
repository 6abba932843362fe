export { pageCount, pageItems, wrapIndex } from './carouselIndex';
export { CarouselControls, type CarouselControlsProps } from './CarouselControls';
export { HeroSlide, type HeroSlideProps } from './HeroSlide';
export { PagedCarousel, type PagedCarouselProps } from './PagedCarousel';
export { SingleSlideCarousel, type SingleSlideCarouselProps } from './SingleSlideCarousel';
export type { Slide } from './slide';
export { useAutoplay } from './useAutoplay';
