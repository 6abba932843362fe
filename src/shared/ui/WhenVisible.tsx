import { Suspense, useRef, type ReactNode } from 'react';
import { useInView } from '../lib/useInView';
import { PageLoader } from './PageLoader';

/**
 * Mounts `children` only once the placeholder comes near the viewport, so a section far down the
 * page (and the code it lazily imports) is not part of the first render. `minHeight` reserves its
 * space so nothing below jumps when it arrives. Lazy children show the loader while they load.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '300px',
  className,
}: {
  children: ReactNode;
  minHeight: number | string;
  rootMargin?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref, rootMargin);
  return (
    <div ref={ref} className={className} style={visible ? undefined : { minHeight }}>
      {visible ? <Suspense fallback={<PageLoader />}>{children}</Suspense> : null}
    </div>
  );
}
