import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import {
  BLOG_TEXT,
  BlogPostArticle,
  ContentArticlePlaceholder,
  blogPostPath,
  useGetBlogPostQuery,
} from '@/features/site-content';
import { errorStatus, screenErrorMessage } from '@/shared/api';
import { absoluteUrl } from '@/shared/config/publicUrl';
import { ROUTES } from '@/shared/config/routes';
import { SHARE_IMAGE } from '@/shared/config/shareImage';
import { isPreviewablePicture } from '@/shared/seo/headTags';
import { blogPostingJsonLd } from '@/shared/seo/structuredData';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageMeta } from '@/shared/ui/PageMeta';
import { HoldSnapshot } from '@/shared/ui/PageShown';
import { RecordNotFound } from '@/shared/ui/RecordNotFound';
import { BLOG_POST_PAGE_TEXT as T } from './text';

/**
 * /blogs/:slug: one published post on its own page (the Blogs page's pop-up stays as its quick
 * view). The server sends it rendered from the database.
 */
export default function BlogPostPage() {
  const { slug } = useParams();
  const { data: post, error, isLoading, refetch } = useGetBlogPostQuery(slug ?? skipToken);
  if (!slug || errorStatus(error) === 404)
    return (
      <RecordNotFound
        title={BLOG_TEXT.notFoundTitle}
        text={BLOG_TEXT.notFound}
        to={ROUTES.blogs}
        linkText={BLOG_TEXT.allPosts}
      />
    );
  if (!post)
    return error ? (
      <section className="container py-5">
        <ErrorBanner message={screenErrorMessage(error, BLOG_TEXT.postFailed)} onRetry={() => void refetch()} />
      </section>
    ) : (
      <>
        <ContentArticlePlaceholder />
        {isLoading && <HoldSnapshot />}
      </>
    );
  const path = blogPostPath(post.slug);
  const breadcrumbs = [
    { name: T.home, path: ROUTES.home },
    { name: T.blogs, path: ROUTES.blogs },
    { name: post.title, path },
  ];
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.description}
        canonicalPath={path}
        breadcrumbs={breadcrumbs}
        image={isPreviewablePicture(post.image) ? { path: post.image, alt: post.imageAlt } : undefined}
        type="article"
        structuredData={[blogPostingJsonLd(post, path, absoluteUrl, absoluteUrl(SHARE_IMAGE))]}
      />
      <BlogPostArticle post={post} breadcrumbs={breadcrumbs} />
    </>
  );
}
