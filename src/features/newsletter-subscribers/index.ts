export { SUBSCRIBERS_TEXT } from './model/text';
export { SubscriberList } from './ui/SubscriberList';
