import { baseApi, withFallback } from '@/shared/api';
import type { MeetingRegistrationInput } from '@/shared/contract/meetingRegistration';
import { MEETING_TEXT } from '../model/text';

export const meetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/meeting-registrations` with the form's values after the shared schema's cast
     * (trimmed, age a number). The answer carries no data: a number already registered
     * is answered like a new one, so it never shows anyone else's registration.
     */
    registerForMeeting: build.mutation<null, MeetingRegistrationInput>({
      query: (body) => ({ url: 'meeting-registrations', method: 'POST', body }),
      transformResponse: () => null,
      transformErrorResponse: withFallback(MEETING_TEXT.failure),
    }),
  }),
});

export const { useRegisterForMeetingMutation } = meetingApi;
