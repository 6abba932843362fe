export { ORDER_ADMIN_TEXT, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './model/text';
export { OrderAdminList } from './ui/OrderAdminList';
export { OrderAdminView } from './ui/OrderAdminView';
