import type { InboxItem, InboxItemDetail } from '@/shared/contract/inbox';
import type { InboxState, InboxType } from '@/shared/config/backOffice';
import { ENQUIRY_TYPE_LABELS } from '@/shared/config/contact';
import { COMPANY } from '@/content/company';
import {
  CONSULTATION_BUDGET_LABELS,
  CONSULTATION_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  EVENT_TYPE_LABELS,
} from '@/content/booking';

export const INBOX_TEXT = {
  title: 'Inbox',
  description: 'Contact messages, consultation requests and meeting registrations in one list.',
  caption: 'Inbox messages',
  search: 'Search the inbox',
  searchHint: 'Name, e-mail, phone, reference or text',
  typeFilter: 'Type',
  allTypes: 'All types',
  stateFilter: 'State',
  allStates: 'Any state',
  empty: 'No messages match. Change the search or the filters.',
  columns: { received: 'Received', type: 'Type', from: 'From', message: 'Message', state: 'State' },
  loadFailed: 'The inbox could not be loaded. Please try again.',
  itemFailed: 'This message could not be loaded.',
  updateFailed: 'The change could not be saved. Please try again.',
  markHandled: 'Mark handled',
  markUnhandled: 'Mark unhandled',
  markedHandled: 'Marked as handled.',
  markedUnhandled: 'Marked as not handled.',
  backToList: 'Back to the inbox',
  answered: 'Answered',
  replyHeading: 'Reply',
  replySubject: 'Subject',
  replyBody: 'Your reply',
  replyBodyHint: 'Sent from the company address; their message is quoted below your text.',
  sendReply: 'Send reply',
  replySent: 'Reply queued: it goes out in a moment.',
  replyFailed: 'The reply could not be sent. Please try again.',
  thread: 'Replies',
  replyBy: (name: string, when: string) => `Sent by ${name} at ${when}`,
  replyQueued: 'Waiting in the outbox',
  replyMailFailed: 'The mail could not be delivered',
  noEmailToReply: 'No e-mail address was given: call them instead.',
  call: 'Call',
  itemHeading: (item: Pick<InboxItem, 'type' | 'name'>) => `${INBOX_TYPE_LABELS[item.type]} from ${item.name}`,
  fieldsCaption: 'All fields',
  handledBy: (name: string, when: string) => `Handled by ${name} on ${when}`,
  none: '—',
} as const;

export const INBOX_TYPE_LABELS: Record<InboxType, string> = {
  contact: 'Contact message',
  consultation: 'Consultation request',
  meeting: 'Meeting registration',
};

export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  unread: 'Unread',
  unhandled: 'Not handled',
  handled: 'Handled',
};

/** The state badge of a row: handled wins over read. */
export const stateOf = (item: Pick<InboxItem, 'readAt' | 'handledAt'>) =>
  item.handledAt ? 'Handled' : item.readAt ? 'Read' : 'Unread';

/** The subject of a reply: "Re: " and what the sender wrote about. */
export function replySubject(item: InboxItemDetail): string {
  if (item.details.type === 'contact')
    return `Re: Your message to ${COMPANY.name} (${ENQUIRY_TYPE_LABELS[item.details.enquiryType]})`;
  if (item.details.type === 'consultation') return `Re: Your consultation request ${item.reference ?? ''}`.trim();
  return `Re: Your meeting registration ${item.reference ?? ''}`.trim();
}

/** Every field of an item as label and text, in the order of its form. */
export function detailRows(item: InboxItemDetail): Array<[string, string]> {
  const common: Array<[string, string]> = [
    ['Name', item.name],
    ['E-mail', item.email],
    ['Phone', item.phone],
  ];
  const d = item.details;
  if (d.type === 'contact')
    return [
      ['First name', d.firstName],
      ['Last name', d.lastName],
      ...common.slice(1),
      ['Enquiry type', ENQUIRY_TYPE_LABELS[d.enquiryType]],
      ['Message', item.text],
    ];
  if (d.type === 'consultation')
    return [
      ['Reference', item.reference ?? ''],
      ...common,
      ['Consultation type', CONSULTATION_TYPE_LABELS[d.consultationType]],
      ['Preferred method', CONTACT_METHOD_LABELS[d.preferredMethod]],
      ['Event type', d.eventType ? EVENT_TYPE_LABELS[d.eventType] : ''],
      ['Budget', d.budget ? CONSULTATION_BUDGET_LABELS[d.budget] : ''],
      ['Message', item.text],
    ];
  return [
    ['Reference', item.reference ?? ''],
    ['Name', item.name],
    ['Mobile', item.phone],
    ['Age', String(d.age)],
    ['City', d.city],
    ['Profession', d.profession],
    ['Organization', d.organization],
  ];
}
