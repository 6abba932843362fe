import { baseApi, withFallback, type ApiSuccess, type SubmissionReceipt } from '@/shared/api';
import { MEETING_TEXT } from '../model/progress';

export interface MeetingRegistrationRequest {
  name: string;
  mobile: string;
  age: number;
  city: string;
  profession: string;
  organization: string;
}

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
