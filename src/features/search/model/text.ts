// The site search's texts in one place (tests import them).

export const SEARCH_TEXT = {
  label: 'Search',
  placeholder: 'Search events, services, products...',
  suggestions: 'Search suggestions',
  groups: { products: 'Products', events: 'Events', posts: 'Blog posts', services: 'Services' },
  seeAll: (query: string) => `See all results for “${query}”`,
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  noResults: (query: string) => `No results for “${query}”`,
  searching: 'Searching…',
  failed: 'Search is not available right now. Please try again.',
  pageTitle: (query: string) => `Search results for “${query}”`,
  pageTitleEmpty: 'Search',
  pageDescription: 'Search the shop, events, blog posts and services of Utsav Events.',
  pageLead: 'Products, events, blog posts and services that match your search.',
  tooShort: 'Type at least 2 characters to search.',
  suggestionsTitle: 'Try one of these instead',
  submit: 'Search',
} as const;

/** Where to look when nothing matched: the main lists of the site. */
export const SEARCH_SUGGESTIONS = [
  { label: 'Shop all products', to: '/products' },
  { label: 'Upcoming events', to: '/events' },
  { label: 'Our services', to: '/services' },
  { label: 'Read the blog', to: '/blogs' },
] as const;
