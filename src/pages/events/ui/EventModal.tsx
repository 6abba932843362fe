import { Link } from 'react-router';
import { COMPANY } from '@/content/company';
import { EVENTS_TEXT, PastEventBadge } from '@/features/site-content';
import { THEME_ART_SIZE } from '@/content/images';
import type { SiteEvent } from '@/shared/contract/event';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { DetailModal } from '@/shared/ui/DetailModal';
import { CalendarIcon, ClockIcon, MailIcon, MapPinIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/PriceTag';
import { EVENT_MODAL_TEXT } from '../text';

/**
 * An event in full, with Register Now and Register (to /online-consultation), Share, Close and a
 * contact link. A past event says so and offers no registration.
 */
export function EventModal({ event, show, onHide }: { event: SiteEvent; show: boolean; onHide: () => void }) {
  const mailto = `mailto:${COMPANY.bookingsEmail}?subject=${encodeURIComponent(`Event enquiry: ${event.title}`)}`;
  return (
    <DetailModal
      show={show}
      onHide={onHide}
      title={event.title}
      badge={event.type}
      image={{ src: event.image, alt: event.imageAlt, ...THEME_ART_SIZE }}
      meta={[
        {
          label: 'Date',
          value: (
            <>
              {formatDisplayDate(event.date)}
              {event.isPast && <PastEventBadge />}
            </>
          ),
          icon: <CalendarIcon />,
        },
        { label: 'Time', value: event.time, icon: <ClockIcon /> },
        { label: 'Location', value: event.location, icon: <MapPinIcon /> },
        { label: 'Price', value: <PriceTag price={event.price} originalPrice={event.originalPrice} /> },
      ]}
      shareUrl={`${window.location.origin}${ROUTES.events}`}
      actions={
        !event.isPast && (
          <Link className="btn btn-primary" to={ROUTES.onlineConsultation}>
            {EVENT_MODAL_TEXT.register}
          </Link>
        )
      }
    >
      <p>{event.description}</p>
      <p className={`alert py-2 mb-3 ${event.isPast ? 'alert-secondary' : 'alert-warning'}`}>
        {event.isPast ? EVENTS_TEXT.pastNote : EVENT_MODAL_TEXT.advanceRegistration}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {!event.isPast && (
          <Link className="btn btn-primary btn-lg" to={ROUTES.onlineConsultation}>
            {EVENT_MODAL_TEXT.registerNow}
          </Link>
        )}
        <span className="d-inline-flex align-items-center gap-1">
          <MailIcon /> {EVENT_MODAL_TEXT.contact} <a href={mailto}>{COMPANY.bookingsEmail}</a>
        </span>
      </div>
    </DetailModal>
  );
}
