// What a visitor reads at an address the site has no page for.
export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  lead: 'We could not find a page at this address. It may have moved, or the link may have a typo.',
  searchLabel: 'Search products, events and blog posts',
  searchButton: 'Search',
  linksHeading: 'Or go to',
  links: {
    home: 'Home',
    products: 'Products',
    events: 'Events',
    booking: 'Book a consultation',
    contact: 'Contact us',
  },
} as const;
