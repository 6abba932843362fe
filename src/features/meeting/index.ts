export { meetingApi, useRegisterForMeetingMutation, type MeetingRegistrationRequest } from './api/meetingApi';
export {
  MEETING_FIELDS,
  MEETING_TEXT,
  allFieldsFilled,
  completionPercent,
  emptyMeetingRegistration,
  type MeetingRegistrationValues,
} from './model/progress';
export { MeetingRegistrationForm } from './ui/MeetingRegistrationForm';
