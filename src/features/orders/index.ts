export { useGetMyOrdersQuery, useGetOrderDetailQuery } from './api/ordersApi';
export { useTrackOrderMutation } from './api/trackingApi';
export { formatOrderStatus, isCancellable, lapsedPayBy } from './model/display';
export { ORDER_PARTS_TEXT, ORDER_RETURNS_TEXT, ORDER_TEXT } from './model/text';
export { OrderList } from './ui/OrderList';
export { OrderDetailView } from './ui/OrderDetailView';
export { OrderLines } from './ui/OrderLines';
export { OrderStatus } from './ui/OrderStatus';
export { OrderTimeline } from './ui/OrderTimeline';
