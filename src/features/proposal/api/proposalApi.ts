import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { PaymentInstructions } from '@/shared/contract/order';
import type { ProposalAcceptInput, PublicProposal } from '@/shared/contract/proposal';
import { PROPOSAL_TEXT as T } from '../model/text';

/** The client's proposal by its link (`/api/proposals/:token`), no login. */
const proposalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proposalPublicGet: build.query<PublicProposal, string>({
      query: (token) => `proposals/${encodeURIComponent(token)}`,
      transformResponse: (response: ApiSuccess<PublicProposal>) => response.data,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: (_result, _error, token) => [{ type: 'Proposal', id: token }],
    }),
    proposalPublicAccept: build.mutation<PublicProposal, { token: string; body: ProposalAcceptInput }>({
      query: ({ token, body }) => ({ url: `proposals/${encodeURIComponent(token)}/accept`, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PublicProposal>) => response.data,
      transformErrorResponse: withFallback(T.acceptFailed),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(proposalApi.util.upsertQueryData('proposalPublicGet', token, data));
      },
    }),
    proposalPublicPayOptions: build.query<PaymentInstructions, { token: string; method: 'upi' | 'online' }>({
      query: ({ token, method }) => ({ url: `proposals/${encodeURIComponent(token)}/pay`, params: { method } }),
      transformResponse: (response: ApiSuccess<PaymentInstructions>) => response.data,
    }),
  }),
});

export const { useProposalPublicGetQuery, useProposalPublicAcceptMutation, useProposalPublicPayOptionsQuery } =
  proposalApi;

/** The PDF of the version shown: a plain download link (the token is the permission). */
export const proposalPdfUrl = (token: string) => `/api/proposals/${encodeURIComponent(token)}/pdf`;
