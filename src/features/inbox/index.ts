export { INBOX_TEXT } from './model/text';
export { InboxItemView } from './ui/InboxItemView';
export { InboxList } from './ui/InboxList';
