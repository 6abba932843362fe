import { Link } from 'react-router';
import { THEME_ART_SIZE } from '@/content/images';
import { BLOG_TEXT, BlogPostDetails, blogPostFacts, blogPostPath, takesRegistrations } from '@/features/site-content';
import type { BlogPost } from '@/shared/contract/blogPost';
import { ROUTES } from '@/shared/config/routes';
import { DetailModal } from '@/shared/ui/DetailModal';

/** A post in full (the quick view of its own page): image, date, author, read time, text; Event posts add place, time and Register. */
export function BlogPostModal({ post, show, onHide }: { post: BlogPost; show: boolean; onHide: () => void }) {
  return (
    <DetailModal
      show={show}
      onHide={onHide}
      title={post.title}
      badge={post.type}
      image={{ src: post.image, alt: post.imageAlt, ...THEME_ART_SIZE }}
      meta={blogPostFacts(post)}
      shareUrl={`${window.location.origin}${blogPostPath(post.slug)}`}
      actions={
        <>
          <Link className="btn btn-outline-primary" to={blogPostPath(post.slug)}>
            {BLOG_TEXT.readFull}
          </Link>
          {takesRegistrations(post) && (
            <Link className="btn btn-primary" to={ROUTES.onlineConsultation}>
              {BLOG_TEXT.register}
            </Link>
          )}
        </>
      }
    >
      <BlogPostDetails post={post} />
    </DetailModal>
  );
}
