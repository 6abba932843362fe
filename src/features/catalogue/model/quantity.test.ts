import { MAX_LINE_QUANTITY } from '@/shared/config/shop';
import { purchaseLimit, quantityError, readQuantity, stepQuantity } from './quantity';
import { CATALOGUE_TEXT } from './text';

describe('the quantity of an Add to Bag', () => {
  it('is limited by the stock left, the bag line cap and what the bag holds already', () => {
    expect(purchaseLimit(2, 0)).toBe(2);
    expect(purchaseLimit(500, 0)).toBe(MAX_LINE_QUANTITY);
    expect(purchaseLimit(500, 7)).toBe(MAX_LINE_QUANTITY - 7);
    expect(purchaseLimit(5, 4)).toBe(1);
    expect(purchaseLimit(5, 9)).toBe(0);
    expect(purchaseLimit(0, 0)).toBe(0);
    // A size not chosen yet: the cap.
    expect(purchaseLimit(undefined, 0)).toBe(MAX_LINE_QUANTITY);
  });

  it('accepts whole numbers from 1 to the limit only', () => {
    expect(quantityError('3', 3)).toBeUndefined();
    expect(quantityError(' 1 ', 3)).toBeUndefined();
    for (const typed of ['0', '4', '', '2.5', '-1', '1e1', 'two'])
      expect([typed, quantityError(typed, 3)]).toEqual([typed, CATALOGUE_TEXT.product.quantityRange(3)]);
    expect(readQuantity('07')).toBe(7);
  });

  it('steps within 1 and the limit, from whatever is typed', () => {
    expect(stepQuantity('1', 1, 3)).toBe(2);
    expect(stepQuantity('3', 1, 3)).toBe(3);
    expect(stepQuantity('9', -1, 3)).toBe(3);
    expect(stepQuantity('1', -1, 3)).toBe(1);
    expect(stepQuantity('', 1, 3)).toBe(1);
    expect(stepQuantity('x', -1, 3)).toBe(1);
  });
});
