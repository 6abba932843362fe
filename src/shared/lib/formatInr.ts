// The one money formatter: Indian digit grouping (2,50,000), no decimals unless there are paise.
import { lazyValue } from './lazyValue';

const whole = lazyValue(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const withPaise = lazyValue(
  () => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** `250000` -> `2,50,000`; `1444` -> `1,444`; `99.5` -> `99.50`. */
export function formatInrNumber(amount: number): string {
  return Number.isInteger(amount) ? whole().format(amount) : withPaise().format(amount);
}

/** `250000` -> `₹2,50,000`. */
export function formatInr(amount: number): string {
  return `₹${formatInrNumber(amount)}`;
}
