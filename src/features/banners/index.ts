export { HeroCarousel } from './ui/HeroCarousel';
