export { BOOKING_ADMIN_TEXT, BOOKING_STATUS_LABELS } from './model/text';
export { BookingAgendaView } from './ui/BookingAgendaView';
export { BookingBlocks } from './ui/BookingBlocks';
export { BookingList } from './ui/BookingList';
export { BookingMonthView } from './ui/BookingMonthView';
export { AdvanceRules } from './ui/AdvanceRules';
