import { useMediaQuery } from './useMediaQuery';

/** True when the user asked the system for less motion: autoplay and tickers then stay still. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
