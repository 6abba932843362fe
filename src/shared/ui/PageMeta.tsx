import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '../config/site';

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
  return (
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonicalPath && <link rel="canonical" href={absoluteUrl(canonicalPath)} />}
      {social && <meta property="og:type" content="website" />}
      {social && <meta property="og:site_name" content={SITE_NAME} />}
      {social && <meta property="og:title" content={socialTitle ?? fullTitle} />}
      {social && <meta property="og:description" content={socialDescription ?? description} />}
      {social && <meta name="twitter:card" content="summary" />}
      {social && <meta name="twitter:title" content={socialTitle ?? fullTitle} />}
      {social && <meta name="twitter:description" content={socialDescription ?? description} />}
      {breadcrumbs && <script type="application/ld+json">{safeJson(breadcrumbJsonLd(breadcrumbs))}</script>}
    </Helmet>
  );
}
