import { formatOrderDate, formatOrderStatus, lapsedPayBy, moreLabel, previewItems, statusVariant } from './display';

describe('previewItems and the +N more rule', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('shows up to 4 items and counts the rest', () => {
    expect(previewItems(items(6))).toEqual({ shown: [1, 2, 3, 4], moreCount: 2 });
    expect(moreLabel(previewItems(items(6)).moreCount)).toBe('+2 more');
    expect(previewItems(items(5)).moreCount).toBe(1);
  });

  it('has no +N more line with 4 items or fewer', () => {
    expect(previewItems(items(4))).toEqual({ shown: [1, 2, 3, 4], moreCount: 0 });
    expect(moreLabel(previewItems(items(4)).moreCount)).toBeNull();
    expect(previewItems([])).toEqual({ shown: [], moreCount: 0 });
  });
});

describe('order display', () => {
  it('lowercases the status', () => {
    expect(formatOrderStatus('Delivered')).toBe('delivered');
    expect(formatOrderStatus(' OUT FOR DELIVERY ')).toBe('out for delivery');
  });

  it('colours known statuses and keeps unknown ones neutral', () => {
    expect(statusVariant('Delivered')).toBe('success');
    expect(statusVariant('Cancelled')).toBe('danger');
    expect(statusVariant('On hold')).toBe('secondary');
  });

  it('formats the date in Indian time', () => {
    expect(formatOrderDate('2025-05-14T10:30:00.000Z')).toBe('14 May 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatOrderDate('2025-08-19T20:00:00.000Z')).toBe('20 Aug 2025');
    expect(formatOrderDate('not a date')).toBe('not a date');
  });
});

describe('lapsedPayBy', () => {
  const payBy = '2025-09-01T09:30:00.000Z';
  const placed = { at: '2025-09-01T09:00:00.000Z', status: 'awaiting payment', note: 'Order placed (UPI)' };
  const cancelledAt = (at: string) => ({ at, status: 'cancelled', note: '' });
  const order = { status: 'cancelled', paymentStatus: 'awaiting_payment' as const, payBy };

  it('is the pay-by of an order cancelled unpaid at or after it', () => {
    expect(lapsedPayBy({ ...order, events: [placed, cancelledAt('2025-09-01T09:31:00.000Z')] })).toBe(payBy);
    expect(lapsedPayBy({ ...order, events: [placed, cancelledAt(payBy)] })).toBe(payBy);
  });

  it('is null for a cancellation before the pay-by, a paid or open order, or one without a pay-by', () => {
    const late = [placed, cancelledAt('2025-09-01T10:00:00.000Z')];
    expect(lapsedPayBy({ ...order, events: [placed, cancelledAt('2025-09-01T09:10:00.000Z')] })).toBeNull();
    expect(lapsedPayBy({ ...order, paymentStatus: 'paid', events: late })).toBeNull();
    expect(lapsedPayBy({ ...order, status: 'awaiting payment', events: [placed] })).toBeNull();
    expect(lapsedPayBy({ ...order, payBy: null, events: late })).toBeNull();
  });
});
