import type { ShopItem } from '@/content/shop/types';
import type { NewCartLine } from './types';

/** The bag line of an item sold as it is (Trending Now, You may also like). */
export const lineFromShopItem = (item: ShopItem): NewCartLine => ({
  id: item.productId,
  name: item.name,
  image: item.bagImage,
  price: item.price,
  description: item.description,
});
