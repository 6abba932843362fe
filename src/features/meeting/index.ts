export { MeetingRegistrationForm } from './ui/MeetingRegistrationForm';
