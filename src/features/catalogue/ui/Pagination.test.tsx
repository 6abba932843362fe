import { visiblePages } from './Pagination';

describe('the pages shown', () => {
  it('are the first, the last and two either side of the current one, with gaps', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(visiblePages(2, 9)).toEqual([1, 2, 3, 4, null, 9]);
    expect(visiblePages(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
