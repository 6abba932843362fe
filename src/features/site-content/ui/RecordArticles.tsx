import { THEME_ART_SIZE } from '@/content/images';
import type { BlogPost } from '@/shared/contract/blogPost';
import type { SiteEvent } from '@/shared/contract/event';
import type { Breadcrumb } from '@/shared/seo/structuredData';
import { BlogPostDetails, blogPostFacts } from './BlogPostDetails';
import { ContentArticle } from './ContentArticle';
import { EventDetails, eventFacts } from './EventDetails';

/** An event's article as its public page shows it (and the back office's preview of a draft). */
export function EventArticle({ event, breadcrumbs }: { event: SiteEvent; breadcrumbs: Breadcrumb[] }) {
  return (
    <ContentArticle
      breadcrumbs={breadcrumbs}
      title={event.title}
      badge={event.type}
      image={{ src: event.image, alt: event.imageAlt, ...THEME_ART_SIZE }}
      meta={eventFacts(event)}
    >
      <EventDetails event={event} />
    </ContentArticle>
  );
}

/** A post's article as its public page shows it (and the back office's preview of a draft). */
export function BlogPostArticle({ post, breadcrumbs }: { post: BlogPost; breadcrumbs: Breadcrumb[] }) {
  return (
    <ContentArticle
      breadcrumbs={breadcrumbs}
      title={post.title}
      badge={post.type}
      image={{ src: post.image, alt: post.imageAlt, ...THEME_ART_SIZE }}
      meta={blogPostFacts(post)}
    >
      <BlogPostDetails post={post} />
    </ContentArticle>
  );
}
