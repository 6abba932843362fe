import type { Persistor } from 'redux-persist';

/**
 * redux-persist writes on its next timer tick. A product added to the bag or wishlist just
 * before a full page load (a link to another page of the site, a closed tab) was lost in that
 * gap; flushing when the page is hidden writes it at once (our storage engine writes
 * synchronously, so it lands before the page goes). Returns the unsubscribe function.
 */
export function flushOnPageHide(persistor: Persistor): () => void {
  const flush = () => void persistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
