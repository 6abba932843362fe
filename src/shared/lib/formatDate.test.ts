import { formatDisplayDate, formatIstDateTime } from './formatDate';

describe('dates', () => {
  it('writes a date as written, whatever the time zone', () => {
    expect(formatDisplayDate('2025-10-04')).toBe('4 October 2025');
  });

  it('writes an instant in IST and says so; an unreadable one as it came', () => {
    expect(formatIstDateTime('2025-09-01T09:00:00.000Z')).toBe('1 Sept 2025, 2:30 pm IST');
    expect(formatIstDateTime('not a date')).toBe('not a date');
  });
});
