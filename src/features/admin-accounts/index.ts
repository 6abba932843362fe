export { ADMIN_ACCOUNTS_TEXT } from './model/text';
export { AdminAccountList } from './ui/AdminAccountList';
