import { baseApi, withFallback } from '@/shared/api';
import type { MeetingRegistrationInput } from '@/shared/validation/meeting';
import { MEETING_TEXT } from '../model/text';

/** The registration as sent: the form's values after the shared schema's cast (trimmed, age a number). */
export type MeetingRegistrationRequest = MeetingRegistrationInput;

export const meetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/meeting-registrations`. The answer carries no data: a number already registered
     * is answered like a new one, so it never shows anyone else's registration.
     */
    registerForMeeting: build.mutation<null, MeetingRegistrationRequest>({
      query: (body) => ({ url: 'meeting-registrations', method: 'POST', body }),
      transformResponse: () => null,
      transformErrorResponse: withFallback(MEETING_TEXT.failure),
    }),
  }),
});

export const { useRegisterForMeetingMutation } = meetingApi;
