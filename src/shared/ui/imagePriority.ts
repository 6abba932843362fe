/**
 * Where an image sits, for the browser's loading hints: the page's main picture (its Largest
 * Contentful Paint) is fetched first, the other pictures of the first viewport at once, and the
 * rest only when scrolled near (`loading="lazy"`).
 */
export type ImagePriority = 'main' | 'above-fold' | 'below-fold';

/** The `<img>` attributes for a priority. `fetchpriority` is lowercase: React 18 has no `fetchPriority` prop. */
export function imageLoading(priority: ImagePriority) {
  if (priority === 'main') return { loading: 'eager', fetchpriority: 'high' } as const;
  if (priority === 'above-fold') return { loading: 'eager' } as const;
  return { loading: 'lazy', decoding: 'async' } as const;
}

/** A grid's cards: the first is the main picture, the rest of the first row load at once too. */
export const gridImagePriority = (index: number, firstRow: number): ImagePriority =>
  index === 0 ? 'main' : index < firstRow ? 'above-fold' : 'below-fold';
