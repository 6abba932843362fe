import { EVENTS, type EventCard } from '@/content/events';
import { THEME_ART_SIZE } from '@/content/images';
import * as PAGE_META from '@/content/pageMeta';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { ContentPage } from '@/shared/ui/ContentPage';
import { InfoCard } from '@/shared/ui/InfoCard';
import { gridImagePriority } from '@/shared/ui/imagePriority';
import { PriceTag } from '@/shared/ui/PriceTag';
import { useDetailSelection } from '@/shared/ui/useDetailSelection';
import { EventModal } from './ui/EventModal';

export const EVENTS_TEXT = {
  lead: 'Workshops, expos, concerts and services you can register for. Advance registration is required.',
} as const;

/** About thirty event and service cards; a click opens the details (spec §2, Events). */
export default function EventsPage() {
  const detail = useDetailSelection<EventCard>();
  return (
    <ContentPage meta={PAGE_META.events} lead={EVENTS_TEXT.lead}>
      <div className="row g-4">
        {EVENTS.map((event, index) => (
          <div key={event.id} className="col-sm-6 col-lg-4">
            <InfoCard
              title={event.title}
              badge={event.type}
              image={{ src: event.image, alt: event.imageAlt, ...THEME_ART_SIZE }}
              description={event.description}
              meta={
                <ul className="list-unstyled small text-body-secondary mb-2">
                  <li>{formatDisplayDate(event.date)}</li>
                  <li>
                    {event.location} · {event.time}
                  </li>
                </ul>
              }
              footer={<PriceTag price={event.price} originalPrice={event.originalPrice} />}
              onOpen={() => detail.open(event)}
              imagePriority={gridImagePriority(index, 3)}
            />
          </div>
        ))}
      </div>
      {detail.selected && <EventModal event={detail.selected} show={detail.show} onHide={detail.hide} />}
    </ContentPage>
  );
}
