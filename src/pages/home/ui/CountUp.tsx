import { useEffect, useRef, useState } from 'react';
import { formatInrNumber } from '@/shared/lib/formatInr';
import { useInView } from '@/shared/lib/useInView';

/** Spec: Business constants: steps of one hundredth of the target every 50 ms, plus 10 ms per item. */
export const COUNT_UP_BASE_MS = 50;
export const COUNT_UP_PER_ITEM_MS = 10;
export const countUpStepMs = (itemIndex: number) => COUNT_UP_BASE_MS + COUNT_UP_PER_ITEM_MS * itemIndex;

/** Counts from 0 to `target` in steps of target/100 every `stepMs`, once `started` is true. */
export function useCountUp(target: number, stepMs: number, started: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!started) return undefined;
    const step = target / 100;
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(target, current + step);
        if (next >= target) clearInterval(timer);
        return next;
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [target, stepMs, started]);
  return Math.round(value);
}

/**
 * A figure counting up when it scrolls into view. Screen readers get the final figure at once
 * (the moving number is hidden from them), so nothing is read out 100 times.
 */
export function CountUp({
  target,
  index,
  suffix = '',
  className,
}: {
  target: number;
  index: number;
  suffix?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const value = useCountUp(target, countUpStepMs(index), inView);
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="count-up-value">
        {formatInrNumber(value)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {formatInrNumber(target)}
        {suffix}
      </span>
    </span>
  );
}
