import { formatIstDateTime } from './formatIstDateTime';

describe('formatIstDateTime', () => {
  it('writes an instant in IST and says so; an unreadable one as it came', () => {
    expect(formatIstDateTime('2025-09-01T09:00:00.000Z')).toBe('1 Sept 2025, 2:30 pm IST');
    expect(formatIstDateTime('not a date')).toBe('not a date');
  });
});
