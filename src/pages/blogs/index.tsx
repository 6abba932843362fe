import { BlogGrid } from '@/features/blog';
import * as PAGE_META from '@/content/pageMeta';
import type { BlogPost } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ContentPage } from '@/shared/ui/ContentPage';
import { useDetailSelection } from '@/shared/ui/useDetailSelection';
import { BlogPostModal } from './ui/BlogPostModal';

export const BLOGS_TEXT = {
  lead: 'Ideas, guides and stories from the events we plan, and the workshops and expos you can join.',
  register: 'Register',
} as const;

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
