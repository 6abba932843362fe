import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { InboxAction, InboxItem, InboxItemDetail, InboxReplyInput } from '@/shared/contract/inbox';
import type { InboxType } from '@/shared/config/backOffice';
import { INBOX_TEXT } from '../model/text';

const itemTag = (type: InboxType, id: number) => ({ type: 'Inbox' as const, id: `${type}-${id}` });

export const inboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/inbox` with the list kit's query (`_page`, `_limit`, `_sort`, `_order`, `q`, `type`, `state`). */
    listInbox: build.query<ListPage<InboxItem>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/inbox', params }),
      transformResponse: toListPage<InboxItem>,
      transformErrorResponse: withFallback(INBOX_TEXT.loadFailed),
      providesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
    getInboxItem: build.query<InboxItemDetail, { type: InboxType; id: number }>({
      query: ({ type, id }) => `admin/inbox/${type}/${id}`,
      transformResponse: (response: ApiSuccess<InboxItemDetail>) => response.data,
      transformErrorResponse: withFallback(INBOX_TEXT.itemFailed),
      providesTags: (_result, _error, { type, id }) => [itemTag(type, id)],
    }),
    /** `POST /api/admin/inbox/:type/:id/read|handled|unhandled`; the answer replaces the cached item. */
    markInboxItem: build.mutation<InboxItemDetail, { type: InboxType; id: number; action: InboxAction }>({
      query: ({ type, id, action }) => ({ url: `admin/inbox/${type}/${id}/${action}`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<InboxItemDetail>) => response.data,
      transformErrorResponse: withFallback(INBOX_TEXT.updateFailed),
      async onQueryStarted({ type, id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(inboxApi.util.upsertQueryData('getInboxItem', { type, id }, data));
      },
      invalidatesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
    /** `POST /api/admin/inbox/:type/:id/replies`: mailed through the outbox; the answer is the item with its thread. */
    sendInboxReply: build.mutation<InboxItemDetail, { type: InboxType; id: number } & InboxReplyInput>({
      query: ({ type, id, ...body }) => ({ url: `admin/inbox/${type}/${id}/replies`, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<InboxItemDetail>) => response.data,
      transformErrorResponse: withFallback(INBOX_TEXT.replyFailed),
      async onQueryStarted({ type, id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(inboxApi.util.upsertQueryData('getInboxItem', { type, id }, data));
      },
      invalidatesTags: [{ type: 'Inbox', id: 'LIST' }],
    }),
  }),
});

export const { useListInboxQuery, useGetInboxItemQuery, useMarkInboxItemMutation, useSendInboxReplyMutation } =
  inboxApi;
