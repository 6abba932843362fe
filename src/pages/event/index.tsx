import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import {
  ContentArticlePlaceholder,
  EVENTS_TEXT,
  EventArticle,
  eventPath,
  useGetEventQuery,
} from '@/features/site-content';
import { errorStatus, screenErrorMessage } from '@/shared/api';
import { absoluteUrl } from '@/shared/config/publicUrl';
import { ROUTES } from '@/shared/config/routes';
import { isPreviewablePicture } from '@/shared/seo/headTags';
import { eventJsonLd } from '@/shared/seo/structuredData';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageMeta } from '@/shared/ui/PageMeta';
import { HoldSnapshot } from '@/shared/ui/PageShown';
import { RecordNotFound } from '@/shared/ui/RecordNotFound';
import { EVENT_PAGE_TEXT as T } from './text';

/**
 * /events/:slug: one published event on its own page (what the Events page's quick view shows,
 * with an address to share and for search engines). The server sends it rendered from the database.
 */
export default function EventPage() {
  const { slug } = useParams();
  const { data: event, error, isLoading, refetch } = useGetEventQuery(slug ?? skipToken);
  if (!slug || errorStatus(error) === 404)
    return (
      <RecordNotFound
        title={EVENTS_TEXT.notFoundTitle}
        text={EVENTS_TEXT.notFound}
        to={ROUTES.events}
        linkText={EVENTS_TEXT.allEvents}
      />
    );
  if (!event)
    return error ? (
      <section className="container py-5">
        <ErrorBanner message={screenErrorMessage(error, EVENTS_TEXT.eventFailed)} onRetry={() => void refetch()} />
      </section>
    ) : (
      <>
        <ContentArticlePlaceholder />
        {isLoading && <HoldSnapshot />}
      </>
    );
  const path = eventPath(event.slug);
  const breadcrumbs = [
    { name: T.home, path: ROUTES.home },
    { name: T.events, path: ROUTES.events },
    { name: event.title, path },
  ];
  return (
    <>
      <PageMeta
        title={event.title}
        description={event.description}
        canonicalPath={path}
        breadcrumbs={breadcrumbs}
        image={isPreviewablePicture(event.image) ? { path: event.image, alt: event.imageAlt } : undefined}
        structuredData={[eventJsonLd(event, path, absoluteUrl)]}
      />
      <EventArticle event={event} breadcrumbs={breadcrumbs} />
    </>
  );
}
