import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/shared/lib/timing';

/** False until the component's first render has been painted (see `afterNextPaint`), then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
