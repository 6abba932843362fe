import type { OrderEvent } from '@/shared/contract/order';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { formatOrderStatus } from '../model/display';
import { ORDER_PARTS_TEXT } from '../model/text';

/** The order's steps, oldest first, each with its IST time. */
export function OrderTimeline({ events, headingLevel = 2 }: { events: OrderEvent[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="order-timeline" className="mb-4">
      <Heading id="order-timeline" className="h5">
        {ORDER_PARTS_TEXT.timeline}
      </Heading>
      {events.length === 0 ? (
        <p>{ORDER_PARTS_TEXT.noEvents}</p>
      ) : (
        <ol className="list-unstyled border-start ps-3 mb-0" data-testid="order-timeline">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="mb-2">
              <strong className="text-capitalize">{formatOrderStatus(event.status)}</strong>
              <span className="text-body-secondary">
                {' '}
                · <time dateTime={event.at}>{formatIstDateTime(event.at)}</time>
              </span>
              {event.note && <span className="d-block small">{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
