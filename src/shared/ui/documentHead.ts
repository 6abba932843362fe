import { useEffect } from 'react';
import { HEAD_TAG_MARK, type HeadTag } from '../seo/headTags';

export { metaName, metaProperty, type HeadTag } from '../seo/headTags';

export interface HeadEntry {
  title?: string;
  tags: HeadTag[];
}

/** Marks the elements this module owns, so it never touches the ones index.html ships. */
const OWNED = HEAD_TAG_MARK;

/** The mounted entries, oldest first: a later one wins (a page's tags over its layout's). */
const mounted: HeadEntry[] = [];

function render() {
  const title = mounted.reduce<string | undefined>((current, entry) => entry.title ?? current, undefined);
  if (title !== undefined && document.title !== title) document.title = title;
  const tags = new Map<string, HeadTag>();
  for (const entry of mounted) for (const tag of entry.tags) tags.set(tag.key, tag);
  document.head.querySelectorAll(`[${OWNED}]`).forEach((element) => element.remove());
  for (const tag of tags.values()) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    element.setAttribute(OWNED, '');
    document.head.appendChild(element);
  }
}

/**
 * Puts a title and head tags in the document while the calling component is mounted (what
 * react-helmet-async did, in a few lines: the head is only ever written in a browser). Nested
 * users merge, the most recently mounted winning per key. A page's build-time snapshot
 * (server/scripts/prerender.ts) ships copies of these tags with the same mark: the first render
 * replaces them, so no tag is ever doubled.
 */
export function useDocumentHead(entry: HeadEntry) {
  // The entry is compared by content: a new object with the same tags does not rewrite the head.
  const signature = JSON.stringify(entry);
  useEffect(() => {
    const own: HeadEntry = JSON.parse(signature) as HeadEntry;
    mounted.push(own);
    render();
    return () => {
      mounted.splice(mounted.indexOf(own), 1);
      render();
    };
  }, [signature]);
}
