import { mainIndexAfterMove, mainIndexAfterRemove, moveItem } from './mediaList';

describe('the current media list', () => {
  it('moves an item without changing the list it was given', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keeps the main image on the same picture when images move', () => {
    expect(mainIndexAfterMove(1, 1, 0)).toBe(0); // the main one moved
    expect(mainIndexAfterMove(1, 0, 1)).toBe(0); // the one before it moved past it
    expect(mainIndexAfterMove(1, 2, 1)).toBe(2); // the one after it moved before it
    expect(mainIndexAfterMove(4, 0, 1)).toBe(4); // a new file's index is past the kept ones
  });

  it('moves the main image to the first one when it is removed, and follows it otherwise', () => {
    expect(mainIndexAfterRemove(1, 1)).toBe(0);
    expect(mainIndexAfterRemove(2, 0)).toBe(1);
    expect(mainIndexAfterRemove(0, 2)).toBe(0);
  });
});
