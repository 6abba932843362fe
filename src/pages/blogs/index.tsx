import { BlogGrid } from '@/features/site-content';
import * as PAGE_META from '@/content/pageMeta';
import type { BlogPost } from '@/shared/contract/blogPost';
import { ROUTES } from '@/shared/config/routes';
import { ContentPage } from '@/shared/ui/ContentPage';
import { useDetailSelection } from '@/shared/ui/useDetailSelection';
import { BlogPostModal } from './ui/BlogPostModal';
import { BLOGS_TEXT } from './text';

/** The published posts as cards (description cut at 100; GET /api/blog-posts); a click opens the post in a modal (spec: Screens and routes). */
export default function BlogsPage() {
  const detail = useDetailSelection<BlogPost>();
  return (
    <ContentPage meta={PAGE_META.blogs} lead={BLOGS_TEXT.lead} canonicalPath={ROUTES.blogs}>
      <BlogGrid onOpen={detail.open} />
      {detail.selected && <BlogPostModal post={detail.selected} show={detail.show} onHide={detail.hide} />}
    </ContentPage>
  );
}
