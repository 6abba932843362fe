import { regrid } from './variantGrid';

describe('the stock grid', () => {
  it('is empty without sizes and colours, one dimension with one, and keeps typed stock for cells that stay', () => {
    expect(regrid([], [], [])).toEqual([]);
    const sizesOnly = regrid(['L', 'S'], [], []);
    expect(sizesOnly.map((cell) => [cell.size, cell.colour])).toEqual([
      ['S', ''],
      ['L', ''],
    ]);
    sizesOnly[0].stock = 3;
    const withColour = regrid(['L', 'S'], ['Rose'], sizesOnly);
    expect(withColour).toEqual([
      { size: 'S', colour: 'Rose', stock: '', threshold: 5 },
      { size: 'L', colour: 'Rose', stock: '', threshold: 5 },
    ]);
    withColour[1].stock = 8;
    // The colour compared without case: renaming "Rose" to "rose" keeps the stock.
    expect(regrid(['L'], ['rose'], withColour)).toEqual([{ size: 'L', colour: 'rose', stock: 8, threshold: 5 }]);
    expect(regrid([], ['rose'], [{ size: '', colour: 'Rose', stock: 2, threshold: 3 }])).toEqual([
      { size: '', colour: 'rose', stock: 2, threshold: 3 },
    ]);
  });
});
