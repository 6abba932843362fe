import { SHARE_IMAGE } from '../config/shareImage';
import { absoluteUrl } from '../config/publicUrl';
import { SHARE_IMAGE_ALT, SITE_LOCALE, SITE_NAME } from '../config/site';
import { metaName, metaProperty, useDocumentHead, type HeadTag } from './documentHead';

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface PageMetaProps {
  title: string;
  description: string;
  /** Breadcrumb structured data (JSON-LD BreadcrumbList). */
  breadcrumbs?: Breadcrumb[];
  /** Social-share (Open Graph / Twitter) title and description; default to title and description. */
  socialTitle?: string;
  socialDescription?: string;
  /** The page's own address, when it differs from the one it was opened at (an alias); default: the path opened. */
  canonicalPath?: string;
  /** Extra structured data of the page (JSON-LD objects), e.g. the company on home and contact. */
  structuredData?: object[];
}

/** JSON inside a <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function breadcrumbJsonLd(breadcrumbs: Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * Title, description, canonical link, social tags and structured data of a page (spec: Screens and routes: every
 * page sets them). Every URL is absolute on the site's PUBLIC_URL (shared/config/publicUrl).
 */
export function PageMeta({
  title,
  description,
  breadcrumbs,
  socialTitle,
  socialDescription,
  canonicalPath,
  structuredData = [],
}: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(canonicalPath ?? window.location.pathname);
  const image = absoluteUrl(SHARE_IMAGE);
  const tags: HeadTag[] = [
    metaName('description', description),
    { key: 'link:canonical', tag: 'link', attributes: { rel: 'canonical', href: url } },
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', SITE_LOCALE),
    metaProperty('og:url', url),
    metaProperty('og:title', socialTitle ?? fullTitle),
    metaProperty('og:description', socialDescription ?? description),
    metaProperty('og:image', image),
    metaProperty('og:image:alt', SHARE_IMAGE_ALT),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', socialTitle ?? fullTitle),
    metaName('twitter:description', socialDescription ?? description),
    metaName('twitter:image', image),
    metaName('twitter:image:alt', SHARE_IMAGE_ALT),
  ];
  const data = [...(breadcrumbs ? [breadcrumbJsonLd(breadcrumbs)] : []), ...structuredData];
  data.forEach((item, index) => {
    tags.push({
      key: `script:ld${index}`,
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: safeJson(item),
    });
  });
  useDocumentHead({ title: fullTitle, tags });
  return null;
}

/**
 * Keeps search engines away from a page (the admin screens, an address with no page); `title`
 * names the page in the tab, without the canonical link and share tags of `PageMeta`.
 */
export function NoIndex({ title }: { title?: string } = {}) {
  useDocumentHead({
    ...(title ? { title: `${title} | ${SITE_NAME}` } : {}),
    tags: [metaName('robots', 'noindex, nofollow')],
  });
  return null;
}
