export { PAYMENTS_ADMIN_TEXT } from './model/text';
export { PaymentsOverview } from './ui/PaymentsOverview';
