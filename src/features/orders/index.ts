export { ordersApi, useGetMyOrdersQuery } from './api/ordersApi';
export { formatOrderDate, formatOrderStatus, moreLabel, ORDER_PREVIEW_LIMIT, previewItems, statusVariant } from './model/display';
export { ORDER_TEXT, type Order, type OrderItem } from './model/types';
export { OrderCard } from './ui/OrderCard';
export { OrderList } from './ui/OrderList';
