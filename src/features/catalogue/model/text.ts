// The shop's own texts beyond the spec's (those stay in content/shop/text.ts); tests import them.

export const CATALOGUE_TEXT = {
  list: {
    failed: 'Failed to fetch products',
    loading: 'Loading products',
    sortLabel: 'Sort by',
    sortOptions: {
      featured: 'Featured',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      'name-asc': 'Name: A to Z',
      'name-desc': 'Name: Z to A',
      newest: 'Newest first',
    },
    searchLabel: 'Search products',
    searchButton: 'Search',
    count: (total: number, from: number, to: number) =>
      total === 0 ? 'No products' : `Showing ${from}–${to} of ${total} products`,
    searching: (q: string) => `Results for “${q}”`,
    priceLegend: 'Price',
    minPrice: 'Lowest price (₹)',
    maxPrice: 'Highest price (₹)',
    applyPrice: 'Apply price',
    inStock: 'In stock only',
    /** The bounds in force, said with the count (amounts already formatted). */
    priceRange: (min?: string, max?: string) =>
      min && max ? `Price ${min} to ${max}` : min ? `Price ${min} and above` : `Price up to ${max}`,
    inStockOnly: 'In stock only',
    empty: 'No products match your filters.',
    clearFilters: 'Clear filters',
    pagination: 'Pages of products',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  product: {
    failed: 'Failed to fetch the product',
    loading: 'Loading the product',
    notFoundTitle: 'Product not found',
    notFound: 'We could not find this product. It may have been renamed or is no longer sold.',
    browse: 'Browse all products',
    soldOut: 'sold out',
    soldOutProduct: 'Sold out',
    onlyLeft: (count: number) => `Only ${count} left`,
    picture: (name: string, index: number, total: number) =>
      total > 1 ? `${name}, picture ${index} of ${total}` : name,
    trendingAdd: 'Add to Bag',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantityRange: (max: number) =>
      max === 1 ? 'You can add only 1 of this item' : `Enter a quantity from 1 to ${max}`,
    inBag: (count: number) => `${count} already in your bag`,
    bagHoldsAll: 'Your bag already holds as many of these as you can buy',
    zoom: (picture: string) => `Enlarge ${picture}`,
    zoomPrevious: 'Previous picture',
    zoomNext: 'Next picture',
    zoomClose: 'Close',
    zoomPosition: (index: number, total: number) => `Picture ${index} of ${total}`,
  },
} as const;

/** "Check delivery" of the product page (its own object, so the products page does not carry it). */
export const DELIVERY_TEXT = {
  heading: 'Check delivery',
  pinLabel: 'PIN code',
  check: 'Check',
  unserviceable: 'We do not deliver to this PIN code. Please check it.',
  /** `date`: "Wednesday, 3 September"; `states`: where the PIN code is. */
  deliveryBy: (date: string, pin: string, states: readonly string[]) =>
    `Delivery by ${date} (IST) to ${pin}, ${states.join(' or ')}`,
  dispatchedToday: (cutOffHour: number) =>
    `Dispatched today if you order before ${cutOffHour > 12 ? cutOffHour - 12 : cutOffHour} ${cutOffHour >= 12 ? 'PM' : 'AM'} (IST)`,
  dispatchedOn: (date: string) => `Dispatched ${date}`,
  cod: 'Cash on Delivery available',
  noCod: 'Cash on Delivery not available for this PIN code',
} as const;
