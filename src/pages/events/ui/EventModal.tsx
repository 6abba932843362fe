import { Link } from 'react-router';
import { EVENTS_TEXT, EventDetails, eventFacts, eventPath } from '@/features/site-content';
import { THEME_ART_SIZE } from '@/content/images';
import type { SiteEvent } from '@/shared/contract/event';
import { ROUTES } from '@/shared/config/routes';
import { DetailModal } from '@/shared/ui/DetailModal';
import { EVENT_MODAL_TEXT } from '../text';

/**
 * An event in full, with Register Now and Register (to /online-consultation), Share, Close and a
 * contact link. A past event says so and offers no registration. The quick view of the event's
 * own page, which it links to and shares.
 */
export function EventModal({ event, show, onHide }: { event: SiteEvent; show: boolean; onHide: () => void }) {
  return (
    <DetailModal
      show={show}
      onHide={onHide}
      title={event.title}
      badge={event.type}
      image={{ src: event.image, alt: event.imageAlt, ...THEME_ART_SIZE }}
      meta={eventFacts(event)}
      shareUrl={`${window.location.origin}${eventPath(event.slug)}`}
      actions={
        <>
          <Link className="btn btn-outline-primary" to={eventPath(event.slug)}>
            {EVENTS_TEXT.details}
          </Link>
          {!event.isPast && (
            <Link className="btn btn-primary" to={ROUTES.onlineConsultation}>
              {EVENT_MODAL_TEXT.register}
            </Link>
          )}
        </>
      }
    >
      <EventDetails event={event} />
    </DetailModal>
  );
}
