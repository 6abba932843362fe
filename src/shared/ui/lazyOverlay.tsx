import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * An overlay (modal, drawer) whose code loads the first time it is shown instead of with the
 * page: react-bootstrap's Modal/Offcanvas stack costs a page about 8 KB gzip, and nobody needs it
 * to paint. Once loaded the overlay stays mounted, so it animates out and gives focus back like
 * before. Its own Suspense boundary shows nothing while the chunk loads (never the page loader).
 * `preload()` fetches the chunk early (e.g. on hover or while idle).
 */
export function lazyOverlay<P extends { show: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  // The cast only drops React.lazy's ref typing: the overlays take no ref.
  const Overlay = lazy(load) as unknown as ComponentType<P>;
  function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.show);
    // Mount on the first show (a state update during render is React's way to derive state).
    if (props.show && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyOverlay, { preload: () => void load().catch(() => undefined) });
}
