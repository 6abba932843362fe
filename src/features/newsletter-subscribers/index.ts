export { subscribersApi, useListSubscribersQuery } from './api/subscribersApi';
export { SUBSCRIBER_COLUMNS, SUBSCRIBERS_TEXT, subscriberCsvRows } from './model/text';
export { SubscriberList } from './ui/SubscriberList';
