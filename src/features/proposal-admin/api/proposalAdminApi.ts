import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { AdminProposal, AdminProposalRow, ProposalInput, ProposalStatus } from '@/shared/contract/proposal';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';

/** The back office's proposals (`/api/admin/proposals`); endpoint names carry the feature's prefix. */
const proposalAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proposalAdminList: build.query<AdminProposalRow[], ProposalStatus | ''>({
      query: (status) => ({ url: 'admin/proposals', params: status ? { status } : {} }),
      transformResponse: (response: ApiSuccess<AdminProposalRow[]>) => response.data,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [{ type: 'AdminProposal', id: 'LIST' }],
    }),
    proposalAdminListForLead: build.query<AdminProposalRow[], number>({
      query: (lead) => ({ url: 'admin/proposals', params: { lead } }),
      transformResponse: (response: ApiSuccess<AdminProposalRow[]>) => response.data,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [{ type: 'AdminProposal', id: 'LIST' }],
    }),
    proposalAdminGet: build.query<AdminProposal, number>({
      query: (id) => `admin/proposals/${id}`,
      transformResponse: (response: ApiSuccess<AdminProposal>) => response.data,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: (_result, _error, id) => [{ type: 'AdminProposal', id }],
    }),
    proposalAdminCreate: build.mutation<AdminProposal, ProposalInput>({
      query: (body) => ({ url: 'admin/proposals', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<AdminProposal>) => response.data,
      transformErrorResponse: withFallback(T.saveFailed),
      invalidatesTags: [{ type: 'AdminProposal', id: 'LIST' }],
    }),
    proposalAdminUpdate: build.mutation<AdminProposal, { id: number; version: number; body: ProposalInput }>({
      query: ({ id, version, body }) => ({ url: `admin/proposals/${id}`, method: 'PUT', params: { version }, body }),
      transformResponse: (response: ApiSuccess<AdminProposal>) => response.data,
      transformErrorResponse: withFallback(T.saveFailed),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AdminProposal', id },
        { type: 'AdminProposal', id: 'LIST' },
      ],
    }),
    proposalAdminAct: build.mutation<AdminProposal, { id: number; action: 'send' | 'withdraw' | 'mark-advance-paid' }>({
      query: ({ id, action }) => ({ url: `admin/proposals/${id}/${action}`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<AdminProposal>) => response.data,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AdminProposal', id },
        { type: 'AdminProposal', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useProposalAdminListQuery,
  useProposalAdminListForLeadQuery,
  useProposalAdminGetQuery,
  useProposalAdminCreateMutation,
  useProposalAdminUpdateMutation,
  useProposalAdminActMutation,
} = proposalAdminApi;
