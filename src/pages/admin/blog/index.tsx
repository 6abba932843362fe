import { CONTENT_ADMIN_TEXT as T, BlogPostForm, PostsAdminList, useAdminPostQuery } from '@/features/content-admin';
import { BlogPostArticle, blogPostPath } from '@/features/site-content';
import type { AdminBlogPost } from '@/shared/contract/blogPost';
import { istDateOf } from '@/shared/contract/fields/bookingDates';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';
import { previewScreen } from '../content/PreviewScreen';

const previewHref = (id: number) => `${ROUTES.adminBlog}/${id}/preview`;

/**
 * /admin/blog: the posts list; /admin/blog/new and /admin/blog/:id the editor; /admin/blog/:id/preview
 * the post as its public page shows it (routes in app/routeTable/backOffice.ts).
 */
export const {
  ListScreen: PostsListScreen,
  NewScreen: NewPostScreen,
  EditScreen: EditPostScreen,
} = contentScreens<AdminBlogPost>({
  group: 'Content',
  listHref: ROUTES.adminBlog,
  text: T.blog,
  List: PostsAdminList,
  form: (post) => <BlogPostForm post={post} listHref={ROUTES.adminBlog} previewHref={post && previewHref(post.id)} />,
  useRecord: useAdminPostQuery,
});

export const PostPreviewScreen = previewScreen<AdminBlogPost>({
  listHref: ROUTES.adminBlog,
  useRecord: useAdminPostQuery,
  article: (post) => (
    <BlogPostArticle
      post={{ ...post, isPast: post.type === 'Event' && post.date < istDateOf(Date.now()) }}
      breadcrumbs={[
        { name: 'Home', path: ROUTES.home },
        { name: 'Blogs', path: ROUTES.blogs },
        { name: post.title, path: blogPostPath(post.slug) },
      ]}
    />
  ),
});
