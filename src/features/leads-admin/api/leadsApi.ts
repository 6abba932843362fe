import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type {
  LeadBoard,
  LeadChange,
  LeadDetail,
  LeadOfSource,
  LeadOwner,
  LeadSource,
  LeadSummary,
} from '@/shared/contract/lead';
import { LEADS_TEXT } from '../model/text';

const LIST = { type: 'Lead' as const, id: 'LIST' };
/** A lead's change also changes the lists, the board and the bell's follow-ups. */
const changed = (id: number) => [LIST, { type: 'Lead' as const, id }, { type: 'AdminNotification' as const }];

export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/leads` with the list kit's query (`stage`, `owner`, `followUp`, `q`, paging, sort). */
    listLeads: build.query<ListPage<LeadSummary>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/leads', params }),
      transformResponse: toListPage<LeadSummary>,
      transformErrorResponse: withFallback(LEADS_TEXT.loadFailed),
      providesTags: [LIST],
    }),
    getLeadsBoard: build.query<LeadBoard, void>({
      query: () => 'admin/leads/board',
      transformResponse: (response: ApiSuccess<LeadBoard>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.loadFailed),
      providesTags: [LIST],
    }),
    getLeadOwners: build.query<LeadOwner[], void>({
      query: () => 'admin/leads/owners',
      transformResponse: (response: ApiSuccess<LeadOwner[]>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.loadFailed),
    }),
    getLead: build.query<LeadDetail, number>({
      query: (id) => `admin/leads/${id}`,
      transformResponse: (response: ApiSuccess<LeadDetail>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.leadFailed),
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
    }),
    /** `PATCH /api/admin/leads/:id`; the answer replaces the cached lead. */
    changeLead: build.mutation<LeadDetail, { id: number; change: LeadChange }>({
      query: ({ id, change }) => ({ url: `admin/leads/${id}`, method: 'PATCH', body: change }),
      transformResponse: (response: ApiSuccess<LeadDetail>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.saveFailed),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(leadsApi.util.upsertQueryData('getLead', id, data));
      },
      invalidatesTags: (result, _error, { id }) => (result ? [LIST, { type: 'AdminNotification' }] : changed(id)),
    }),
    addLeadNote: build.mutation<LeadDetail, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: `admin/leads/${id}/notes`, method: 'POST', body: { text } }),
      transformResponse: (response: ApiSuccess<LeadDetail>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.saveFailed),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(leadsApi.util.upsertQueryData('getLead', id, data));
      },
      invalidatesTags: [LIST],
    }),
    /** The lead made of an inbox message, if any. */
    getLeadOfSource: build.query<LeadOfSource, { source: LeadSource; id: number }>({
      query: ({ source, id }) => `admin/leads/source/${source}/${id}`,
      transformResponse: (response: ApiSuccess<LeadOfSource>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.loadFailed),
      providesTags: (_result, _error, { source, id }) => [{ type: 'Lead', id: `${source}-${id}` }],
    }),
    /** "Event enquiry" on a contact message: `POST /api/admin/leads/source/contact/:id` (once). */
    markContactEnquiry: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `admin/leads/source/contact/${id}`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<{ id: number }>) => response.data,
      transformErrorResponse: withFallback(LEADS_TEXT.enquiryFailed),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Lead', id: `contact-${id}` }],
    }),
  }),
});

export const {
  useListLeadsQuery,
  useGetLeadsBoardQuery,
  useGetLeadOwnersQuery,
  useGetLeadQuery,
  useChangeLeadMutation,
  useAddLeadNoteMutation,
  useGetLeadOfSourceQuery,
  useMarkContactEnquiryMutation,
} = leadsApi;
