import { advanceRefundFor, DEFAULT_ADVANCE_REFUND_TIERS as TIERS, tierRows } from './advanceRefunds';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 8, 12, 5, 30);
const at = (hoursBefore: number, offsetMs = 0) => START - hoursBefore * HOUR + offsetMs;

describe('advanceRefundFor', () => {
  it('refunds all of it less the ₹500 fee with more than 7 days of notice', () => {
    expect(advanceRefundFor(250_000, START, at(168, -1), TIERS)).toEqual({
      refundPaise: 200_000,
      feePaise: 50_000,
      tier: 0,
    });
  });

  it('refunds half at exactly 7 days and down to just over 48 hours', () => {
    expect(advanceRefundFor(250_000, START, at(168), TIERS)).toEqual({ refundPaise: 125_000, feePaise: 0, tier: 1 });
    expect(advanceRefundFor(250_001, START, at(48, -1), TIERS)).toEqual({ refundPaise: 125_000, feePaise: 0, tier: 1 });
  });

  it('refunds nothing at exactly 48 hours, later, or once the event started', () => {
    expect(advanceRefundFor(250_000, START, at(48), TIERS)).toEqual({ refundPaise: 0, feePaise: 0, tier: 2 });
    expect(advanceRefundFor(250_000, START, at(1), TIERS)).toEqual({ refundPaise: 0, feePaise: 0, tier: 2 });
    expect(advanceRefundFor(250_000, START, START, TIERS)).toEqual({ refundPaise: 0, feePaise: 0, tier: null });
  });

  it('never refunds less than nothing: the fee is at most the share', () => {
    expect(advanceRefundFor(30_000, START, at(200), TIERS)).toEqual({ refundPaise: 0, feePaise: 30_000, tier: 0 });
  });
});

describe('tierRows', () => {
  it('states the default tiers as the policy page shows them', () => {
    expect(tierRows(TIERS)).toEqual([
      ['More than 7 days before the event', 'The whole advance, less a ₹500 fee'],
      ['More than 48 hours before the event', '50% of the advance'],
      ['48 hours or less before the event', 'No refund'],
    ]);
  });
});
