export { inboxApi, useGetInboxItemQuery, useListInboxQuery, useMarkInboxItemMutation } from './api/inboxApi';
export { INBOX_STATE_LABELS, INBOX_TEXT, INBOX_TYPE_LABELS, replySubject } from './model/text';
export { InboxItemView } from './ui/InboxItemView';
export { InboxList, inboxItemPath } from './ui/InboxList';
