export { cartApi, CHECKOUT_TEXT, usePlaceOrderMutation, type DeliveryMethod, type PlaceOrderRequest, type PlacedOrder } from './api/cartApi';
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
export { cartPersistConfig, startCartStorageSync } from './model/persistence';
export { sanitizeCartLines } from './model/sanitize';
export { lineKey, MAX_LINE_QUANTITY, PRODUCT_SIZES, type CartLine, type NewCartLine, type ProductSize } from './model/types';
