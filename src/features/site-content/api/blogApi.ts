import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { BlogPost } from '@/shared/contract/blogPost';
import { BLOG_TEXT } from '../model/text';

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first. */
    getBlogPosts: build.query<BlogPost[], void>({
      query: () => 'blog-posts',
      transformResponse: (response: ApiSuccess<BlogPost[]>) => response.data,
      transformErrorResponse: withFallback(BLOG_TEXT.loadFailed),
      providesTags: [{ type: 'BlogPost', id: 'LIST' }],
    }),
    /** One published post by its slug (its own page); 404 when there is none. */
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `blog-posts/${encodeURIComponent(slug)}`,
      transformResponse: (response: ApiSuccess<BlogPost>) => response.data,
      transformErrorResponse: withFallback(BLOG_TEXT.postFailed),
      providesTags: (_result, _error, slug) => [{ type: 'BlogPost', id: slug }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
