export {
  cartActions,
  cartSlice,
  cartSubtotal,
  initialCartState,
  selectCartCount,
  selectCartDrawerOpen,
  selectCartLines,
  selectCartSubtotal,
  type CartState,
} from './model/cartSlice';
export { lineFromShopItem } from './model/fromContent';
export { orderLines, type OrderLineRequest } from './model/orderLines';
export { cartPersistConfig, startCartStorageSync } from './model/persistence';
export { sanitizeCartLines } from './model/sanitize';
export { CART_TEXT, TOTALS_TEXT } from './model/text';
export { lineKey, MAX_LINE_QUANTITY, PRODUCT_COLOURS, PRODUCT_SIZES, type CartLine, type NewCartLine, type ProductColour, type ProductSize } from './model/types';
export { AddToBagButton } from './ui/AddToBagButton';
export { BagButton } from './ui/BagButton';
export { OrderTotals, type OrderTotalsProps } from './ui/OrderTotals';
export { lineLabel, lineOptions } from './ui/lineLabel';
export { useAddToBag } from './ui/useAddToBag';
