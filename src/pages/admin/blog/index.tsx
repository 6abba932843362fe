import { Navigate, Route, Routes, useParams } from 'react-router';
import { CONTENT_ADMIN_TEXT as T, BlogPostForm, PostsAdminList, useAdminPostQuery } from '@/features/content-admin';
import { ROUTES } from '@/shared/config/routes';
import { ContentScreen, idOf, Loaded } from '../content/ContentScreen';

const GROUP = 'Content';
const editHref = (id: number) => `${ROUTES.adminBlog}/${id}`;

function EditPost() {
  const id = idOf(useParams().id);
  const query = useAdminPostQuery(id, { skip: Number.isNaN(id) });
  if (Number.isNaN(id)) return <Navigate to={ROUTES.adminBlog} replace />;
  return (
    <ContentScreen title={T.blog.edit} group={GROUP} listTitle={T.blog.title} listHref={ROUTES.adminBlog}>
      <Loaded query={query}>{(post) => <BlogPostForm post={post} listHref={ROUTES.adminBlog} />}</Loaded>
    </ContentScreen>
  );
}

/** /admin/blog: the posts list, /admin/blog/new and /admin/blog/:id the editor. */
export default function AdminBlogPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <ContentScreen title={T.blog.title} group={GROUP} action={{ to: `${ROUTES.adminBlog}/new`, label: T.blog.new }}>
            <PostsAdminList editHref={editHref} />
          </ContentScreen>
        }
      />
      <Route
        path="new"
        element={
          <ContentScreen title={T.blog.new} group={GROUP} listTitle={T.blog.title} listHref={ROUTES.adminBlog}>
            <BlogPostForm listHref={ROUTES.adminBlog} />
          </ContentScreen>
        }
      />
      <Route path=":id" element={<EditPost />} />
    </Routes>
  );
}
