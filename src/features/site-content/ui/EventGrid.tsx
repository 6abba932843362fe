import { CONTENT_ANCHORS } from '@/content/anchors';
import { THEME_ART_SIZE } from '@/content/images';
import { errorMessage } from '@/shared/api';
import type { SiteEvent } from '@/shared/contract/event';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { isTakingSnapshot } from '@/shared/lib/prerenderedPage';
import { useScrollToHash } from '@/shared/lib/useScrollToHash';
import { CardPlaceholders } from './CardPlaceholders';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { InfoCard } from './InfoCard';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { PriceTag } from '@/shared/ui/PriceTag';
import { useGetEventsQuery } from '../api/eventsApi';
import { EVENTS_TEXT } from '../model/text';

const COLUMN = 'col-sm-6 col-lg-4';
/** Enough placeholders to fill a first screen at any width. */
const PLACEHOLDERS = 6;

/** "Past event" on a card or in the details: a past event takes no registrations. */
export function PastEventBadge() {
  return <span className="badge past-event-badge ms-2">{EVENTS_TEXT.pastEvent}</span>;
}

function EventCard({ event, onOpen, headingLevel, index }: EventCardProps) {
  return (
    <div id={CONTENT_ANCHORS.event(event.id)} className={COLUMN}>
      <InfoCard
        title={event.title}
        badge={event.type}
        image={{ src: event.image, alt: event.imageAlt, ...THEME_ART_SIZE }}
        description={event.description}
        meta={
          <ul className="list-unstyled small text-body-secondary mb-2">
            <li>
              {formatDisplayDate(event.date)}
              {event.isPast && <PastEventBadge />}
            </li>
            <li>
              {event.location} · {event.time}
            </li>
          </ul>
        }
        footer={<PriceTag price={event.price} originalPrice={event.originalPrice} />}
        onOpen={() => onOpen(event)}
        headingLevel={headingLevel}
        imagePriority={index === undefined ? 'below-fold' : gridImagePriority(index, 3)}
      />
    </div>
  );
}

interface EventCardProps {
  event: SiteEvent;
  onOpen: (event: SiteEvent) => void;
  headingLevel: 'h2' | 'h3';
  /** Place in the first grid of the page (its first row loads at once); none further down. */
  index?: number;
}

/**
 * The events as cards from the API: the upcoming ones under the page's heading (soonest first, as
 * the server sends them), then the past ones under "Past events" (latest first); placeholders of
 * the same size while loading.
 */
export function EventGrid({ onOpen }: { onOpen: (event: SiteEvent) => void }) {
  const { data: events, isError, error, refetch } = useGetEventsQuery(undefined, { skip: isTakingSnapshot() });
  useScrollToHash(Boolean(events));
  if (isError && !events)
    return <ErrorBanner message={errorMessage(error, EVENTS_TEXT.loadFailed)} onRetry={() => void refetch()} />;
  if (events?.length === 0) return <p className="lead">{EVENTS_TEXT.empty}</p>;
  if (!events)
    return (
      <div className="row g-4" aria-busy="true">
        <p className="visually-hidden">{EVENTS_TEXT.loading}</p>
        <CardPlaceholders count={PLACEHOLDERS} columnClass={COLUMN} />
      </div>
    );
  const upcoming = events.filter((event) => !event.isPast);
  const past = events.filter((event) => event.isPast);
  return (
    <>
      {upcoming.length > 0 ? (
        <div className="row g-4">
          {upcoming.map((event, index) => (
            <EventCard key={event.id} event={event} onOpen={onOpen} headingLevel="h2" index={index} />
          ))}
        </div>
      ) : (
        <p>{EVENTS_TEXT.noUpcoming}</p>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-events" className="mt-5">
          <h2 id="past-events" className="mb-3">
            {EVENTS_TEXT.pastHeading}
          </h2>
          <div className="row g-4">
            {past.map((event, index) => (
              <EventCard
                key={event.id}
                event={event}
                onOpen={onOpen}
                headingLevel="h3"
                index={upcoming.length === 0 ? index : undefined}
              />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
