export { EVENTS_TEXT } from './model/text';
export { EventGrid, PastEventBadge } from './ui/EventGrid';
