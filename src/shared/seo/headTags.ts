import { SHARE_IMAGE_ALT, SITE_LOCALE, SITE_NAME } from '../config/site';

/** Marks the head elements a page owns (the app replaces them; index.html's own are never touched). */
export const HEAD_TAG_MARK = 'data-page-head';

/** One element a page wants in `<head>`; `key` says which other tag it replaces (one per key). */
export interface HeadTag {
  key: string;
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

export const metaName = (name: string, content: string): HeadTag => ({
  key: `name:${name}`,
  tag: 'meta',
  attributes: { name, content },
});

export const metaProperty = (property: string, content: string): HeadTag => ({
  key: `property:${property}`,
  tag: 'meta',
  attributes: { property, content },
});

/** What a page says of itself to search engines and link previews; every URL already absolute. */
export interface PageHeadFacts {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Open Graph / Twitter title and description; default to the title and description. */
  socialTitle?: string;
  socialDescription?: string;
  /** The picture of the share card: the page's own (a product photo) or the site's card. */
  image: { url: string; alt?: string };
  /** Open Graph type: `article` for a post, `product` for a product, else `website`. */
  type?: 'website' | 'article' | 'product';
  /** JSON-LD objects. */
  structuredData?: object[];
}

/** JSON inside a <script> must not be able to close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `Blogs` -> `Blogs | Utsav Events`; the home page's title is the site's name alone. */
export const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/**
 * The head of a page: its title and the description, canonical, Open Graph, Twitter and JSON-LD
 * tags. The app writes them in the browser (shared/ui/PageMeta) and the server into the HTML of
 * the pages it renders from the database, so both say the same.
 */
export function pageHead(facts: PageHeadFacts): { title: string; tags: HeadTag[] } {
  const title = fullTitle(facts.title);
  const socialTitle = facts.socialTitle ?? title;
  const socialDescription = facts.socialDescription ?? facts.description;
  const imageAlt = facts.image.alt || SHARE_IMAGE_ALT;
  const tags: HeadTag[] = [
    metaName('description', facts.description),
    { key: 'link:canonical', tag: 'link', attributes: { rel: 'canonical', href: facts.canonicalUrl } },
    metaProperty('og:type', facts.type ?? 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', SITE_LOCALE),
    metaProperty('og:url', facts.canonicalUrl),
    metaProperty('og:title', socialTitle),
    metaProperty('og:description', socialDescription),
    metaProperty('og:image', facts.image.url),
    metaProperty('og:image:alt', imageAlt),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', socialTitle),
    metaName('twitter:description', socialDescription),
    metaName('twitter:image', facts.image.url),
    metaName('twitter:image:alt', imageAlt),
  ];
  (facts.structuredData ?? []).forEach((item, index) => {
    tags.push({
      key: `script:ld${index}`,
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: safeJson(item),
    });
  });
  return { title, tags };
}

/** Pictures a link preview can show (WhatsApp, Facebook and X take no SVG and no AVIF). */
export const isPreviewablePicture = (url: string) => /\.(jpe?g|png|webp|gif)(\?.*)?$/i.test(url);
