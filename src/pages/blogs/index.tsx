import { BLOG_POSTS, type BlogPost } from '@/content/blogs';
import { THEME_ART_SIZE } from '@/content/images';
import * as PAGE_META from '@/content/pageMeta';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { ContentPage } from '@/shared/ui/ContentPage';
import { InfoCard } from '@/shared/ui/InfoCard';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { useDetailSelection } from '@/shared/ui/useDetailSelection';
import { BlogPostModal } from './ui/BlogPostModal';

export const BLOGS_TEXT = {
  lead: 'Ideas, guides and stories from the events we plan, and the workshops and expos you can join.',
  register: 'Register',
} as const;

/** Five posts as cards (description cut at 100); a click opens the post in a modal (spec §2). */
export default function BlogsPage() {
  const detail = useDetailSelection<BlogPost>();
  return (
    <ContentPage meta={PAGE_META.blogs} lead={BLOGS_TEXT.lead} canonicalPath={ROUTES.blogs}>
      <div className="row g-4">
        {BLOG_POSTS.map((post, index) => (
          <div key={post.id} className="col-md-6 col-lg-4">
            <InfoCard
              title={post.title}
              badge={post.type}
              image={{ src: post.image, alt: post.imageAlt, ...THEME_ART_SIZE }}
              description={post.description}
              meta={
                <p className="small text-body-secondary mb-2">
                  {formatDisplayDate(post.date)} · {post.author} · {post.readTime}
                </p>
              }
              onOpen={() => detail.open(post)}
              imagePriority={gridImagePriority(index, 3)}
            />
          </div>
        ))}
      </div>
      {detail.selected && <BlogPostModal post={detail.selected} show={detail.show} onHide={detail.hide} />}
    </ContentPage>
  );
}
