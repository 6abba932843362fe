import { SHARE_IMAGE } from '../config/shareImage';
import { absoluteUrl } from '../config/publicUrl';
import { SITE_NAME } from '../config/site';
import { pageHead } from '../seo/headTags';
import { breadcrumbJsonLd, type Breadcrumb } from '../seo/breadcrumbs';
import { metaName, useDocumentHead } from './documentHead';

export type { Breadcrumb } from '../seo/breadcrumbs';

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
  /** The share card's picture (a product photo, a post's picture): a path; default the site's card. */
  image?: { path: string; alt: string };
  /** Open Graph type (default `website`). */
  type?: 'website' | 'article' | 'product';
}

/**
 * Title, description, canonical link, social tags and structured data of a page (spec: Screens and routes: every
 * page sets them). Every URL is absolute on the site's PUBLIC_URL (shared/config/publicUrl). The
 * server writes the same tags (shared/seo/headTags) into the pages it renders from the database.
 */
export function PageMeta({
  title,
  description,
  breadcrumbs,
  socialTitle,
  socialDescription,
  canonicalPath,
  structuredData = [],
  image,
  type,
}: PageMetaProps) {
  const head = pageHead({
    title,
    description,
    socialTitle,
    socialDescription,
    canonicalUrl: absoluteUrl(canonicalPath ?? window.location.pathname),
    image: image ? { url: absoluteUrl(image.path), alt: image.alt } : { url: absoluteUrl(SHARE_IMAGE) },
    type,
    structuredData: [...(breadcrumbs ? [breadcrumbJsonLd(breadcrumbs, absoluteUrl)] : []), ...structuredData],
  });
  useDocumentHead(head);
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
