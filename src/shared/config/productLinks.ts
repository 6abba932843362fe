// Where a product's page is (the catalogue's `/product/:slug`), and its picture, for every list that links to one.

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** The product's main picture: the one `mainImageIndex` names, else the first, else none. */
export const mainImageUrl = (product: { images: Array<{ imageUrl: string }>; mainImageIndex: number }) =>
  (product.images[product.mainImageIndex] ?? product.images[0])?.imageUrl ?? '';
