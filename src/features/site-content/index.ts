export { BLOG_TEXT, EVENTS_TEXT, HERO_TEXT } from './model/text';
export { BlogGrid } from './ui/BlogGrid';
export { EventGrid, PastEventBadge } from './ui/EventGrid';
export { HeroCarousel } from './ui/HeroCarousel';
