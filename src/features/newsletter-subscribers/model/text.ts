import type { NewsletterSubscriber } from '@/shared/contract/newsletter';
import type { NewsletterState } from '@/shared/config/backOffice';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';

export const SUBSCRIBERS_TEXT = {
  title: 'Newsletter subscribers',
  caption: 'Newsletter subscribers',
  search: 'Search by e-mail',
  stateFilter: 'State',
  allStates: 'Everyone',
  empty: 'No subscribers match.',
  loadFailed: 'The subscribers could not be loaded. Please try again.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exported: (count: number) => `Exported ${count} ${count === 1 ? 'subscriber' : 'subscribers'}.`,
  exportFailed: 'The export failed. Please try again.',
  fileName: 'newsletter-subscribers.csv',
} as const;

export const SUBSCRIBER_STATE_LABELS: Record<NewsletterState, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/** The visible columns: the table shows them and the CSV export writes them, in this order. */
export const SUBSCRIBER_COLUMNS: Array<{
  key: string;
  header: string;
  sortable?: boolean;
  text: (row: NewsletterSubscriber) => string;
}> = [
  { key: 'email', header: 'E-mail', sortable: true, text: (row) => row.email },
  { key: 'createdAt', header: 'Subscribed on', sortable: true, text: (row) => formatIstDateTime(row.createdAt) },
  {
    key: 'state',
    header: 'State',
    text: (row) => SUBSCRIBER_STATE_LABELS[row.unsubscribedAt ? 'unsubscribed' : 'subscribed'],
  },
  {
    key: 'unsubscribedAt',
    header: 'Unsubscribed on',
    text: (row) => (row.unsubscribedAt ? formatIstDateTime(row.unsubscribedAt) : ''),
  },
];

/** The CSV rows of an export: the header row, then one row per subscriber. */
export const subscriberCsvRows = (rows: NewsletterSubscriber[]) => [
  SUBSCRIBER_COLUMNS.map((column) => column.header),
  ...rows.map((row) => SUBSCRIBER_COLUMNS.map((column) => column.text(row))),
];
