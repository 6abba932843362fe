// The shop pages' texts in one place (spec texts exactly as written; tests import them).

export const SHOP_TEXT = {
  promo: {
    title: 'Workshop Series 2025',
    text: 'Tea tasting, hamper styling and gift wrapping with our team: join a workshop near you.',
    cta: 'See the workshops',
    href: '/events',
  },
  filters: {
    heading: 'Filter products',
    all: 'All products',
    collaborations: 'Collaborations',
    open: 'Filters',
  },
  grid: { heading: 'Our products', viewProduct: 'View product' },
  price: {
    original: 'Original price',
    current: 'Price',
    off: (percent: number) => `${percent}% off`,
    save: (percent: number) => `Save ${percent}%`,
  },
  detail: {
    size: 'Size',
    colour: 'Colour',
    selectSize: 'Please select a size',
    addToBag: 'Add to Bag',
    addToWishlist: 'Add to Wishlist',
    inWishlist: 'Added to Wishlist',
    addedToWishlist: 'Added to your wishlist',
    removedFromWishlist: 'Removed from your wishlist',
    aboutProduct: 'About Product',
    steepingInstructions: 'Steeping Instructions',
    gallery: 'Product images',
    showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
  },
  trendingNow: 'Trending Now',
} as const;
