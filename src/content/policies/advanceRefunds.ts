/*
 * What a cancelled booking's paid advance refunds, by the notice given before the event starts.
 * The tiers are staff's settings (the server applies the current ones); these defaults are the
 * ones the public refund policy states. Amounts are paise integers.
 */

import { formatInr } from '@/shared/lib/formatInr';
import type { AdvanceRefundTier } from '../../shared/contract/advanceRefund';

export type { AdvanceRefundTier };

/** More than 7 days: all of it less a ₹500 fee; more than 48 hours: half; less: nothing. */
export const DEFAULT_ADVANCE_REFUND_TIERS: readonly AdvanceRefundTier[] = [
  { minNoticeHours: 7 * 24, refundPercent: 100, feePaise: 50_000 },
  { minNoticeHours: 48, refundPercent: 50, feePaise: 0 },
  { minNoticeHours: 0, refundPercent: 0, feePaise: 0 },
];

export interface AdvanceRefund {
  /** What goes back to the customer (GST included). */
  refundPaise: number;
  /** The fee kept out of the tier's share. */
  feePaise: number;
  /** The index of the tier that applied, or null (no tier: the event has started). */
  tier: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * The refund of `paidPaise` cancelled at `nowMs` for an event starting at `startsAtMs`: the first
 * tier (tiers run from the longest notice down) whose notice is strictly exceeded.
 */
export function advanceRefundFor(
  paidPaise: number,
  startsAtMs: number,
  nowMs: number,
  tiers: readonly AdvanceRefundTier[],
): AdvanceRefund {
  const notice = startsAtMs - nowMs;
  const tier = tiers.findIndex((candidate) => notice > candidate.minNoticeHours * HOUR_MS);
  if (tier < 0) return { refundPaise: 0, feePaise: 0, tier: null };
  const share = Math.floor((paidPaise * tiers[tier].refundPercent) / 100);
  const feePaise = Math.min(share, tiers[tier].feePaise);
  return { refundPaise: share - feePaise, feePaise, tier };
}

const noticeText = (hours: number) => (hours % 24 === 0 && hours >= 72 ? `${hours / 24} days` : `${hours} hours`);

/** The tiers as the policy page's table rows: notice, then what is refunded. */
export function tierRows(tiers: readonly AdvanceRefundTier[]): string[][] {
  return tiers.map((tier, index) => {
    const notice =
      tier.minNoticeHours === 0 && index > 0
        ? `${noticeText(tiers[index - 1].minNoticeHours)} or less before the event`
        : `More than ${noticeText(tier.minNoticeHours)} before the event`;
    const share = tier.refundPercent === 100 ? 'The whole advance' : `${tier.refundPercent}% of the advance`;
    const refund =
      tier.refundPercent === 0
        ? 'No refund'
        : tier.feePaise > 0
          ? `${share}, less a ${formatInr(tier.feePaise / 100)} fee`
          : share;
    return [notice, refund];
  });
}
