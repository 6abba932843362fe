export { useGetMyOrdersQuery, useGetOrderDetailQuery } from './api/ordersApi';
export { useTrackOrderMutation, type TrackOrderRequest } from './api/trackingApi';
export { formatIstDateTime, formatOrderStatus, isCancellable, statusVariant } from './model/display';
export { ORDER_TEXT } from './model/text';
export { OrderList } from './ui/OrderList';
export { OrderDetailView } from './ui/OrderDetailView';
export { OrderTimeline } from './ui/OrderTimeline';
