export { CUSTOMER_ADMIN_TEXT } from './model/text';
export { CustomerList } from './ui/CustomerList';
export { CustomerView } from './ui/CustomerView';
