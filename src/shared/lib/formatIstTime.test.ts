import { formatIstTime } from './formatIstTime';

describe('formatIstTime', () => {
  const payBy = '2025-09-01T09:05:00.000Z'; // 14:35 IST on 1 September

  it('writes the time of day in IST, 24-hour, with the day unless it is the same IST day as today', () => {
    expect(formatIstTime(payBy, Date.parse('2025-09-01T00:30:00.000Z'))).toBe('14:35 IST');
    // 18:40 UTC on 31 August is already 1 September in IST.
    expect(formatIstTime(payBy, Date.parse('2025-08-31T18:40:00.000Z'))).toBe('14:35 IST');
    expect(formatIstTime(payBy, Date.parse('2025-08-31T18:20:00.000Z'))).toBe('14:35 IST on 1 September');
    expect(formatIstTime('2025-09-01T20:00:00.000Z', Date.parse(payBy))).toBe('01:30 IST on 2 September');
  });

  it('always writes the day without a today, and an unreadable instant as it came', () => {
    expect(formatIstTime(payBy)).toBe('14:35 IST on 1 September');
    expect(formatIstTime('soon')).toBe('soon');
  });
});
