import { baseApi, withFallback, type ApiSuccess, type SubmissionReceipt } from '@/shared/api';
import type { MeetingRegistrationInput } from '@/shared/validation/meeting';
import { MEETING_TEXT } from '../model/progress';

/** The registration as sent: the form's values after the shared schema's cast (trimmed, age a number). */
export type MeetingRegistrationRequest = MeetingRegistrationInput;

export const meetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/meeting-registrations`. */
    registerForMeeting: build.mutation<SubmissionReceipt, MeetingRegistrationRequest>({
      query: (body) => ({ url: 'meeting-registrations', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<SubmissionReceipt>) => response.data,
      transformErrorResponse: withFallback(MEETING_TEXT.failure),
    }),
  }),
});

export const { useRegisterForMeetingMutation } = meetingApi;
