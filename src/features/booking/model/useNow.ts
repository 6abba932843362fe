import { useEffect, useState } from 'react';

/**
 * The current time, renewed every minute: slots that fall inside the minimum notice while the
 * page is open become unavailable without a reload (the server checks again anyway).
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
