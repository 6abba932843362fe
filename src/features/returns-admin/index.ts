export { RETURNS_ADMIN_TEXT } from './model/text';
export { ReturnQueue } from './ui/ReturnQueue';
export { ReturnRequestPanel } from './ui/ReturnRequestPanel';
