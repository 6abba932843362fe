export { meetingApi, useRegisterForMeetingMutation, type MeetingRegistrationRequest } from './api/meetingApi';
export { MEETING_FIELDS, allFieldsFilled, completionPercent, emptyMeetingRegistration, type MeetingRegistrationValues } from './model/progress';
export { MEETING_TEXT } from './model/text';
export { MeetingRegistrationForm } from './ui/MeetingRegistrationForm';
