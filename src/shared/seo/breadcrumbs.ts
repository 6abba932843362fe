/** A path made absolute on the public address (the browser's and the server's differ). */
export type AbsoluteUrl = (path: string) => string;

export interface Breadcrumb {
  name: string;
  path: string;
}

/** BreadcrumbList: the page's place in the site, each crumb with its absolute URL. */
export function breadcrumbJsonLd(breadcrumbs: Breadcrumb[], url: AbsoluteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}
