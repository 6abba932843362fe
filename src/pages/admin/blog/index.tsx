import { CONTENT_ADMIN_TEXT as T, BlogPostForm, PostsAdminList, useAdminPostQuery } from '@/features/content-admin';
import type { AdminBlogPost } from '@/shared/contract/blogPost';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';

/** /admin/blog: the posts list; /admin/blog/new and /admin/blog/:id the editor (routes in app/routeTable/backOffice.ts). */
export const {
  ListScreen: PostsListScreen,
  NewScreen: NewPostScreen,
  EditScreen: EditPostScreen,
} = contentScreens<AdminBlogPost>({
  group: 'Content',
  listHref: ROUTES.adminBlog,
  text: T.blog,
  List: PostsAdminList,
  form: (post) => <BlogPostForm post={post} listHref={ROUTES.adminBlog} />,
  useRecord: useAdminPostQuery,
});
