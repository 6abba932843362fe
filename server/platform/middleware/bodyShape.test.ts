import { SHAPE_MESSAGES, findShapeExcess } from './bodyShape';

const check = (value: unknown, limits = { maxDepth: 4, maxEntries: 3, maxValues: 7 }) =>
  findShapeExcess(Buffer.from(JSON.stringify(value)), limits);

describe('findShapeExcess', () => {
  it('lets bodies within the bounds through', () => {
    expect(check({ a: [1, 2, 3], b: { c: 'x' }, d: [] })).toBeNull();
    expect(check({ text: '[[[[{{{{,,,,,"' })).toBeNull();
  });

  it('names the list or object with too many entries, as yup names fields', () => {
    expect(check({ items: [{ q: [1, 2, 3, 4] }] })).toEqual({
      path: 'items[0].q',
      message: SHAPE_MESSAGES.tooManyEntries,
    });
    expect(check({ a: 1, b: 2, c: 3, d: 4 })).toEqual({ path: '_', message: SHAPE_MESSAGES.tooManyEntries });
  });

  it('names the first container nested too deeply, and counts the body itself as one level', () => {
    expect(check({ a: [[[1]]] })).toBeNull();
    expect(check({ a: [[[[1]]]] })).toEqual({ path: 'a[0][0][0]', message: SHAPE_MESSAGES.tooDeep });
  });

  it('counts values across the whole body', () => {
    expect(check({ a: [1, 2, 3], b: [1, 2, 3] })).toEqual({ path: 'b', message: SHAPE_MESSAGES.tooManyValues });
  });

  it('reads keys with escapes and multi-byte characters', () => {
    expect(check({ 'क"ey': [1, 2, 3, 4] })).toEqual({ path: 'क"ey', message: SHAPE_MESSAGES.tooManyEntries });
  });

  it('leaves malformed JSON to the parser', () => {
    expect(findShapeExcess(Buffer.from('{"a": "unterminated'))).toBeNull();
    expect(findShapeExcess(Buffer.from(']]]}}'))).toBeNull();
  });
});
