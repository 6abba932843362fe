import type { ProductColour } from '@/shared/config/shop';

export interface ShopImage {
  src: string;
  alt: string;
}

/** An item sold as it is (no size or colour): the bag's You may also like. */
export interface ShopItem {
  /** The id of its record in the server's products collection (the server prices it from there). */
  productId: number;
  name: string;
  description: string;
  image: ShopImage;
  /** A stable raster under /uploads for the bag line and the order (hashed asset names change per build). */
  bagImage: string;
  originalPrice: number;
  price: number;
}

export interface ColourOption {
  id: ProductColour;
  label: string;
  /** The swatch colour shown in the picker. */
  swatch: string;
}
