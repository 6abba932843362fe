export { ordersApi, useGetMyOrdersQuery } from './api/ordersApi';
export { ORDER_TEXT, type Order, type OrderItem } from './model/types';
