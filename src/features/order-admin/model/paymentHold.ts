import { holdDuration } from '@/shared/contract/adminOrder';

/** The extensions staff choose from (minutes, within the server's 15 minutes to 7 days). */
export const PAYMENT_HOLD_EXTENSIONS = [15, 30, 60, 120, 240, 24 * 60, 3 * 24 * 60, 7 * 24 * 60] as const;

export const extensionOptions = PAYMENT_HOLD_EXTENSIONS.map((minutes) => ({
  value: String(minutes),
  label: holdDuration(minutes),
}));
