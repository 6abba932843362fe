/**
 * The product page's figures exactly as the spec gives them (public-site.md §9): 2,50,000 struck
 * against 1,50,000 with "Save 15%", while the bag line is added at 1444. They do not agree with
 * each other; the server prices the order from its own records, where these products cost 1444.
 */
export const PRODUCT_PAGE_PRICE = {
  original: 250000,
  current: 150000,
  savePercent: 15,
  bagPrice: 1444,
} as const;
