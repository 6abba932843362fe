import { CONTENT_ANCHORS } from '@/content/anchors';
import { THEME_ART_SIZE } from '@/content/images';
import { errorMessage } from '@/shared/api';
import type { BlogPost } from '@/shared/contract/blogPost';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { isTakingSnapshot } from '@/shared/lib/prerenderedPage';
import { useScrollToHash } from '@/shared/lib/useScrollToHash';
import { CardPlaceholders } from './CardPlaceholders';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { InfoCard } from './InfoCard';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { useGetBlogPostsQuery } from '../api/blogApi';
import { BLOG_TEXT } from '../model/text';

const COLUMN = 'col-md-6 col-lg-4';

/** The published posts as cards (newest first); placeholders of the same size while loading. */
export function BlogGrid({ onOpen }: { onOpen: (post: BlogPost) => void }) {
  const { data: posts, isError, error, refetch } = useGetBlogPostsQuery(undefined, { skip: isTakingSnapshot() });
  useScrollToHash(Boolean(posts));
  if (isError && !posts)
    return <ErrorBanner message={errorMessage(error, BLOG_TEXT.loadFailed)} onRetry={() => void refetch()} />;
  if (posts?.length === 0) return <p className="lead">{BLOG_TEXT.empty}</p>;
  return (
    <div className="row g-4" aria-busy={!posts}>
      {!posts && <p className="visually-hidden">{BLOG_TEXT.loading}</p>}
      {!posts && <CardPlaceholders count={3} columnClass={COLUMN} />}
      {posts?.map((post, index) => (
        <div key={post.id} id={CONTENT_ANCHORS.post(post.id)} className={COLUMN}>
          <InfoCard
            title={post.title}
            badge={post.type}
            image={{ src: post.image, alt: post.imageAlt, ...THEME_ART_SIZE }}
            description={post.description}
            meta={
              <p className="small text-body-secondary mb-2">
                {formatDisplayDate(post.date)} · {post.author} · {post.readTime}
                {post.isPast && <span className="badge past-event-badge ms-2">{BLOG_TEXT.pastEvent}</span>}
              </p>
            }
            onOpen={() => onOpen(post)}
            imagePriority={gridImagePriority(index, 3)}
          />
        </div>
      ))}
    </div>
  );
}
