import { amountInWords } from './amountInWords';

describe('amountInWords (Indian system)', () => {
  test.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [9950, 'Rupees Ninety Nine and Fifty Paise Only'],
    [50, 'Fifty Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [25_040_050, 'Rupees Two Lakh Fifty Thousand Four Hundred and Fifty Paise Only'],
    [2_500_000_005, 'Rupees Two Crore Fifty Lakh and Five Paise Only'],
    [111_111, 'Rupees One Thousand One Hundred Eleven and Eleven Paise Only'],
    [12_345_678_900, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
  ])('%d paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  test('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
