import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's #fragment names into view once the page has rendered (a link from
 * the site search to one card of a list), and moves focus there for keyboard and screen-reader users.
 * The router does not do this by itself for client-side navigation. `ready`: false while the
 * list is still loading (the element is not there yet).
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
