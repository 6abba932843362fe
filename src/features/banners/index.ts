export { bannersApi, useGetBannersQuery } from './api/bannersApi';
export { BANNERS_TEXT } from './model/text';
export { HERO_INTERVAL_MS, HeroCarousel } from './ui/HeroCarousel';
