import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '@/shared/lib/timing';

type Loaded<P> = { component: ComponentType<P> } | { error: unknown };

/**
 * A component whose code loads the first time it is rendered, like React.lazy, but without
 * suspending: until its chunk arrives it renders `fallback`, and everything around it is shown at
 * once. Use it for a part of a page's first screen. A React.lazy there suspends while the page
 * itself is being revealed, and React then holds the whole page back for up to 500 ms (its
 * Suspense fallback throttle): on /checkout the guest's address form kept the page hidden that
 * long. Once loaded, later renders show the component at once; a chunk that fails to load is
 * thrown to the route's error screen, as React.lazy's would be.
 */
export function loadOnRender<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  // The chunk is asked for once the fallback (and the page around it) has been painted.
  const start = () =>
    (pending ??= afterNextPaint()
      .then(load)
      .then(
        (component) => (loaded = { component }),
        (error: unknown) => {
          pending = undefined;
          return { error };
        },
      ));

  function LoadOnRender(props: P) {
    const [state, setState] = useState(() => loaded);
    useEffect(() => {
      if (state) return undefined;
      let mounted = true;
      void start().then((result) => {
        if (mounted) setState(result);
      });
      return () => {
        mounted = false;
      };
    }, [state]);
    if (!state) return <>{fallback}</>;
    if ('error' in state) throw state.error;
    const Component = state.component;
    return <Component {...props} />;
  }
  return LoadOnRender;
}
