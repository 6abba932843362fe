export { ORDER_ADMIN_TEXT } from './model/text';
export { OrderAdminList } from './ui/OrderAdminList';
export { OrderAdminView } from './ui/OrderAdminView';
