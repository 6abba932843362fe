export { orderAdminApi, useGetAdminOrderQuery, useListAdminOrdersQuery } from './api/orderAdminApi';
export { ORDER_ADMIN_TEXT } from './model/text';
export { adminOrderPath, OrderAdminList } from './ui/OrderAdminList';
export { OrderAdminView } from './ui/OrderAdminView';
