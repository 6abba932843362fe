export interface ProductFilter {
  /** The `/products/<slug>` route segment. */
  slug: string;
  label: string;
}

/** The filter sidebar's links (spec: Screens and routes). */
export const PRODUCT_FILTERS: ProductFilter[] = [
  { slug: 'one', label: 'One of a Kind' },
  { slug: 'art', label: 'Art' },
  { slug: 'gift-hamper', label: 'Gift Hampers' },
  { slug: 'corporate', label: 'Corporate Gifting' },
];

/** The expandable Collaborations group: partner collections, each a filter of its own. */
export const COLLABORATION_FILTERS: ProductFilter[] = [
  { slug: 'jaipur-artisans', label: 'Jaipur Artisans' },
  { slug: 'darjeeling-estates', label: 'Darjeeling Estates' },
  { slug: 'workshop-series-2025', label: 'Workshop Series 2025' },
];

export const findProductFilter = (slug: string | undefined) =>
  [...PRODUCT_FILTERS, ...COLLABORATION_FILTERS].find((filter) => filter.slug === slug);

export const isCollaboration = (slug: string | undefined) =>
  COLLABORATION_FILTERS.some((filter) => filter.slug === slug);
