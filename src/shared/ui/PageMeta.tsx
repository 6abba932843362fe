import { SITE_NAME } from '../config/site';
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
  /** Set on the social tags and breadcrumbs only when given (home, products, blogs, contact, our story). */
  withSocial?: boolean;
  canonicalPath?: string;
}

const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

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

/** Title, description, social tags and breadcrumb data of a page (spec §2: every page sets them). */
export function PageMeta({ title, description, breadcrumbs, socialTitle, socialDescription, withSocial, canonicalPath }: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const social = withSocial || breadcrumbs !== undefined;
  const tags: HeadTag[] = [metaName('description', description)];
  if (canonicalPath) tags.push({ key: 'link:canonical', tag: 'link', attributes: { rel: 'canonical', href: absoluteUrl(canonicalPath) } });
  if (social) {
    tags.push(
      metaProperty('og:type', 'website'),
      metaProperty('og:site_name', SITE_NAME),
      metaProperty('og:title', socialTitle ?? fullTitle),
      metaProperty('og:description', socialDescription ?? description),
      metaName('twitter:card', 'summary'),
      metaName('twitter:title', socialTitle ?? fullTitle),
      metaName('twitter:description', socialDescription ?? description),
    );
  }
  if (breadcrumbs) {
    tags.push({ key: 'script:breadcrumbs', tag: 'script', attributes: { type: 'application/ld+json' }, text: safeJson(breadcrumbJsonLd(breadcrumbs)) });
  }
  useDocumentHead({ title: fullTitle, tags });
  return null;
}

/** Keeps search engines away from a page (the admin screens). */
export function NoIndex() {
  useDocumentHead({ tags: [metaName('robots', 'noindex, nofollow')] });
  return null;
}
