import type { ProductColour } from '@/shared/config/shop';

export interface ShopImage {
  src: string;
  alt: string;
}

/** An item sold as it is (no size or colour): Trending Now and You may also like. */
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

/** A product card (spec §3): id, name, description, image, originalPrice, discountedPrice, href. */
export interface CardProduct {
  id: number;
  name: string;
  description: string;
  image: ShopImage;
  originalPrice: number;
  discountedPrice: number;
  href: string;
}

export type ProductDetailPath = '/item-desc' | '/item-desc2' | '/item-desc3';

/** One product detail page; the three routes render one component fed by these records. */
export interface ProductDetailRecord {
  path: ProductDetailPath;
  productId: number;
  name: string;
  tagline: string;
  /** The bag line's description. */
  description: string;
  gallery: [ShopImage, ShopImage, ShopImage, ShopImage];
  bagImage: string;
  /** About Product paragraphs. */
  about: string[];
  /** Steeping Instructions, in order. */
  steeping: string[];
  /** The colour shown first; `?colour=` in the address can choose the other one. */
  defaultColour: ProductColour;
}

export interface ColourOption {
  id: ProductColour;
  label: string;
  /** The swatch colour shown in the picker. */
  swatch: string;
}
