export { cartActions, cartSlice, selectCartLines } from './model/cartSlice';
export { orderLines } from './model/orderLines';
export { cartPersistConfig, startCartStorageSync } from './model/persistence';
export { CART_TEXT, TOTALS_TEXT } from './model/text';
export { lineKey, type CartLine } from './model/types';
export { BagButton } from './ui/BagButton';
export { OrderTotals } from './ui/OrderTotals';
export { lineOptions } from './ui/lineLabel';
export { useAddToBag } from './ui/useAddToBag';
