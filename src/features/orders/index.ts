export { ordersApi, useCancelOrderMutation, useGetMyOrdersQuery, useGetOrderDetailQuery, useRequestReturnMutation, useTrackOrderMutation, type TrackOrderRequest } from './api/ordersApi';
export { formatIstDateTime, formatOrderDate, formatOrderStatus, isCancellable, moreLabel, ORDER_PREVIEW_LIMIT, previewItems, statusVariant } from './model/display';
export { ORDER_TEXT } from './model/text';
export { type Order, type OrderItem } from './model/types';
export { OrderCard } from './ui/OrderCard';
export { OrderList } from './ui/OrderList';
export { OrderDetailView } from './ui/OrderDetailView';
export { OrderTimeline } from './ui/OrderTimeline';
