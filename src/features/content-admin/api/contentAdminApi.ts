import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, toListPage, toServiceError, type ListPage } from '@/shared/api';
import type { AdminBanner, BannerInput, MoveInput, UploadedMedia } from '@/shared/contract/banner';
import type { AdminBlogPost, BlogPostInput } from '@/shared/contract/blogPost';
import type { AdminCategory, CategoryInput } from '@/shared/contract/category';
import type { AdminEvent, EventInput } from '@/shared/contract/event';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

type ListArgs = Record<string, string | number>;
type Saved<V> = { id?: number; values: V };

const failed = (fallback: string) => (error: FetchBaseQueryError) => toServiceError(error, fallback);
const dataOf = <D>(response: ApiSuccess<D>) => response.data;

const EVENTS = { type: 'SiteEvent', id: 'LIST' } as const;
const POSTS = { type: 'BlogPost', id: 'LIST' } as const;
const BANNERS = { type: 'Banner', id: 'LIST' } as const;
const CATEGORIES = { type: 'Category', id: 'LIST' } as const;

/** The back office's content endpoints (`/api/admin/...`); a change refreshes the public lists too. */
export const contentAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminEvents: build.query<ListPage<AdminEvent>, ListArgs>({
      query: (params) => ({ url: 'admin/events', params }),
      transformResponse: toListPage<AdminEvent>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [EVENTS],
    }),
    adminEvent: build.query<AdminEvent, number>({
      query: (id) => `admin/events/${id}`,
      transformResponse: dataOf<AdminEvent>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [EVENTS],
    }),
    saveEvent: build.mutation<AdminEvent, Saved<EventInput>>({
      query: ({ id, values }) => ({
        url: id ? `admin/events/${id}` : 'admin/events',
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      transformResponse: dataOf<AdminEvent>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [EVENTS],
    }),
    publishEvent: build.mutation<AdminEvent, { id: number } & Pick<EventInput, 'published'>>({
      query: ({ id, published }) => ({ url: `admin/events/${id}`, method: 'PATCH', body: { published } }),
      transformResponse: dataOf<AdminEvent>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [EVENTS],
    }),
    deleteEvent: build.mutation<null, number>({
      query: (id) => ({ url: `admin/events/${id}`, method: 'DELETE' }),
      transformErrorResponse: failed(T.deleteFailed),
      invalidatesTags: [EVENTS],
    }),

    adminPosts: build.query<ListPage<AdminBlogPost>, ListArgs>({
      query: (params) => ({ url: 'admin/blog-posts', params }),
      transformResponse: toListPage<AdminBlogPost>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [POSTS],
    }),
    adminPost: build.query<AdminBlogPost, number>({
      query: (id) => `admin/blog-posts/${id}`,
      transformResponse: dataOf<AdminBlogPost>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [POSTS],
    }),
    savePost: build.mutation<AdminBlogPost, Saved<BlogPostInput>>({
      query: ({ id, values }) => ({
        url: id ? `admin/blog-posts/${id}` : 'admin/blog-posts',
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      transformResponse: dataOf<AdminBlogPost>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [POSTS],
    }),
    publishPost: build.mutation<AdminBlogPost, { id: number } & Pick<BlogPostInput, 'published'>>({
      query: ({ id, published }) => ({ url: `admin/blog-posts/${id}`, method: 'PATCH', body: { published } }),
      transformResponse: dataOf<AdminBlogPost>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [POSTS],
    }),
    deletePost: build.mutation<null, number>({
      query: (id) => ({ url: `admin/blog-posts/${id}`, method: 'DELETE' }),
      transformErrorResponse: failed(T.deleteFailed),
      invalidatesTags: [POSTS],
    }),

    adminBanners: build.query<AdminBanner[], void>({
      query: () => 'admin/banners',
      transformResponse: dataOf<AdminBanner[]>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [BANNERS],
    }),
    adminBanner: build.query<AdminBanner, number>({
      query: (id) => `admin/banners/${id}`,
      transformResponse: dataOf<AdminBanner>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [BANNERS],
    }),
    saveBanner: build.mutation<AdminBanner, Saved<BannerInput>>({
      query: ({ id, values }) => ({
        url: id ? `admin/banners/${id}` : 'admin/banners',
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      transformResponse: dataOf<AdminBanner>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [BANNERS],
    }),
    setBannerActive: build.mutation<AdminBanner, { id: number } & Pick<BannerInput, 'active'>>({
      query: ({ id, active }) => ({ url: `admin/banners/${id}`, method: 'PATCH', body: { active } }),
      transformResponse: dataOf<AdminBanner>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [BANNERS],
    }),
    moveBanner: build.mutation<AdminBanner[], { id: number } & MoveInput>({
      query: ({ id, direction }) => ({ url: `admin/banners/${id}/move`, method: 'POST', body: { direction } }),
      transformResponse: dataOf<AdminBanner[]>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [BANNERS],
    }),
    deleteBanner: build.mutation<null, number>({
      query: (id) => ({ url: `admin/banners/${id}`, method: 'DELETE' }),
      transformErrorResponse: failed(T.deleteFailed),
      invalidatesTags: [BANNERS],
    }),

    adminCategories: build.query<ListPage<AdminCategory>, ListArgs>({
      query: (params) => ({ url: 'admin/categories', params }),
      transformResponse: toListPage<AdminCategory>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [CATEGORIES],
    }),
    adminCategory: build.query<AdminCategory, number>({
      query: (id) => `admin/categories/${id}`,
      transformResponse: dataOf<AdminCategory>,
      transformErrorResponse: failed(T.loadFailed),
      providesTags: [CATEGORIES],
    }),
    saveCategory: build.mutation<AdminCategory, Saved<CategoryInput>>({
      query: ({ id, values }) => ({
        url: id ? `admin/categories/${id}` : 'admin/categories',
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      transformResponse: dataOf<AdminCategory>,
      transformErrorResponse: failed(T.saveFailed),
      invalidatesTags: [CATEGORIES],
    }),
    deleteCategory: build.mutation<null, number>({
      query: (id) => ({ url: `admin/categories/${id}`, method: 'DELETE' }),
      transformErrorResponse: failed(T.deleteFailed),
      invalidatesTags: [CATEGORIES],
    }),

    /** One image (`Images`) or video (`Videos`) through the product upload pipeline; answers its URL. */
    uploadMedia: build.mutation<UploadedMedia, FormData>({
      query: (body) => ({ url: 'admin/uploads', method: 'POST', body }),
      transformResponse: dataOf<UploadedMedia>,
      transformErrorResponse: failed(T.uploadFailed),
    }),
  }),
});

export const {
  useAdminEventsQuery,
  useAdminEventQuery,
  useSaveEventMutation,
  usePublishEventMutation,
  useDeleteEventMutation,
  useAdminPostsQuery,
  useAdminPostQuery,
  useSavePostMutation,
  usePublishPostMutation,
  useDeletePostMutation,
  useAdminBannersQuery,
  useAdminBannerQuery,
  useSaveBannerMutation,
  useSetBannerActiveMutation,
  useMoveBannerMutation,
  useDeleteBannerMutation,
  useAdminCategoriesQuery,
  useAdminCategoryQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useUploadMediaMutation,
} = contentAdminApi;
