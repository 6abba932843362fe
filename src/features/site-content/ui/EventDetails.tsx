import { Link } from 'react-router';
import { COMPANY } from '@/content/company';
import type { SiteEvent } from '@/shared/contract/event';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import type { DetailMeta } from '@/shared/ui/DetailModal';
import { CalendarIcon, ClockIcon, MailIcon, MapPinIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/PriceTag';
import { EVENTS_TEXT } from '../model/text';
import { PastEventBadge } from './EventGrid';

/** An event's facts (date, time, place, price), as its quick view and its own page list them. */
export function eventFacts(event: SiteEvent): DetailMeta[] {
  return [
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
  ];
}

/** The event's text, whether it takes registrations, Register Now (upcoming only) and whom to write to. */
export function EventDetails({ event }: { event: SiteEvent }) {
  const mailto = `mailto:${COMPANY.bookingsEmail}?subject=${encodeURIComponent(`Event enquiry: ${event.title}`)}`;
  return (
    <>
      <p>{event.description}</p>
      <p className={`alert py-2 mb-3 ${event.isPast ? 'alert-secondary' : 'alert-warning'}`}>
        {event.isPast ? EVENTS_TEXT.pastNote : EVENTS_TEXT.advanceRegistration}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {!event.isPast && (
          <Link className="btn btn-primary btn-lg" to={ROUTES.onlineConsultation}>
            {EVENTS_TEXT.registerNow}
          </Link>
        )}
        {/* Wraps, and so does the address: it is wider than a 320 px phone's line. */}
        <span className="d-inline-flex flex-wrap align-items-center gap-1 mw-100">
          <MailIcon /> {EVENTS_TEXT.contact}{' '}
          <a className="text-break" href={mailto}>
            {COMPANY.bookingsEmail}
          </a>
        </span>
      </div>
    </>
  );
}
