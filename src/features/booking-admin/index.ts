export { BOOKING_ADMIN_TEXT } from './model/text';
export { BookingAgendaView } from './ui/BookingAgendaView';
export { BookingBlocks } from './ui/BookingBlocks';
export { BookingList } from './ui/BookingList';
export { BookingMonthView } from './ui/BookingMonthView';
export { DashboardFigures } from './ui/DashboardFigures';
export { AdvanceRules } from './ui/AdvanceRules';
