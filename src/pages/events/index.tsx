import { EventGrid } from '@/features/site-content';
import * as PAGE_META from '@/content/pageMeta';
import type { SiteEvent } from '@/shared/contract/event';
import { ContentPage } from '@/shared/ui/ContentPage';
import { useDetailSelection } from '@/shared/ui/useDetailSelection';
import { EventModal } from './ui/EventModal';
import { EVENTS_PAGE_TEXT } from './text';

/**
 * The event and service cards the staff publish (spec: Screens and routes, Events; GET /api/events): upcoming ones
 * under the page's heading, then past ones under "Past events", marked "Past event" without Register. A click
 * opens the details.
 */
export default function EventsPage() {
  const detail = useDetailSelection<SiteEvent>();
  return (
    <ContentPage meta={PAGE_META.events} lead={EVENTS_PAGE_TEXT.lead}>
      <EventGrid onOpen={detail.open} />
      {detail.selected && <EventModal event={detail.selected} show={detail.show} onHide={detail.hide} />}
    </ContentPage>
  );
}
