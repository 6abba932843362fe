import { cartActions, cartSlice, cartSubtotal, initialCartState, type CartState } from './cartSlice';
import { MAX_LINE_QUANTITY, lineKey } from './types';

const reduce = (
  actions: Array<ReturnType<(typeof cartActions)[keyof typeof cartActions]>>,
  state: CartState = initialCartState,
) => actions.reduce((current, action) => cartSlice.reducer(current, action), state);

const hamper = {
  id: 11,
  name: 'Festive Hamper',
  image: '/h.jpg',
  price: 1444,
  description: 'Hamper',
  size: 'M' as const,
  colour: 'green' as const,
};

describe('cart lines', () => {
  it('adding the same name, size and colour increments; another size or colour is a new line', () => {
    const state = reduce([
      cartActions.lineAdded(hamper),
      cartActions.lineAdded(hamper),
      cartActions.lineAdded({ ...hamper, size: 'L' }),
      cartActions.lineAdded({ ...hamper, colour: 'beige' }),
    ]);
    expect(state.lines.map((line) => [line.size, line.colour, line.quantity])).toEqual([
      ['M', 'green', 2],
      ['L', 'green', 1],
      ['M', 'beige', 1],
    ]);
  });

  it('adds the quantity asked for (the product page), to an existing line too, never beyond the line cap', () => {
    let state = reduce([cartActions.lineAdded({ ...hamper, quantity: 3 })]);
    expect(state.lines[0].quantity).toBe(3);
    state = reduce([cartActions.lineAdded({ ...hamper, quantity: 4 })], state);
    expect(state.lines[0].quantity).toBe(7);
    state = reduce([cartActions.lineAdded({ ...hamper, quantity: 9 })], state);
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('decrease stops at 1, increase adds one, remove deletes the line', () => {
    const key = lineKey(hamper);
    let state = reduce([cartActions.lineAdded(hamper), cartActions.quantityIncreased(key)]);
    expect(state.lines[0].quantity).toBe(2);
    state = reduce(
      [cartActions.quantityDecreased(key), cartActions.quantityDecreased(key), cartActions.quantityDecreased(key)],
      state,
    );
    expect(state.lines[0].quantity).toBe(1);
    state = reduce([cartActions.lineRemoved(key)], state);
    expect(state.lines).toEqual([]);
  });

  it('subtotal is the sum of price x quantity', () => {
    const state = reduce([
      cartActions.lineAdded(hamper),
      cartActions.lineAdded(hamper),
      cartActions.lineAdded({ ...hamper, name: 'Mug', price: 499 }),
    ]);
    expect(cartSubtotal(state.lines)).toBe(1444 * 2 + 499);
  });
});
