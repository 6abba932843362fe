// The contract of GET /api/search and /api/wishlist (types only, shared by client and server).

/** One hit of the site search: its title, the page on this site that shows it, a short excerpt. */
export interface SearchHit {
  title: string;
  url: string;
  excerpt: string;
}

/** A product hit: an active product of the shop, linked to `/product/:slug`. */
export interface ProductSearchHit extends SearchHit {
  id: number;
  name: string;
  slug: string;
  imageUrl: string;
  price: number;
  salePrice: number | null;
}

/** The answer of `GET /api/search?q=&limit=`: at most `limit` hits per group. */
export interface SearchResults {
  query: string;
  products: ProductSearchHit[];
  events: SearchHit[];
  posts: SearchHit[];
  services: SearchHit[];
}

/** A product on the customer's wishlist, with its current price and whether it needs a size or colour choice. */
export interface WishlistProduct {
  productId: number;
  name: string;
  slug: string;
  imageUrl: string;
  price: number;
  salePrice: number | null;
  /** In stock now (a product with variants: any variant). */
  inStock: boolean;
  /** It has sizes or colours: "Move to bag" sends the customer to its page to choose. */
  needsChoice: boolean;
  addedAt: string;
}

/** The answer of every /api/wishlist call: the caller's whole list, newest first. */
export interface WishlistData {
  items: WishlistProduct[];
}
