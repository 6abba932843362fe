import { CONTENT_ADMIN_TEXT as T, EventForm, EventsAdminList, useAdminEventQuery } from '@/features/content-admin';
import { EventArticle, eventPath } from '@/features/site-content';
import type { AdminEvent } from '@/shared/contract/event';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';
import { previewScreen } from '../content/PreviewScreen';

const previewHref = (id: number) => `${ROUTES.adminEvents}/${id}/preview`;

/**
 * /admin/events: the events list; /admin/events/new and /admin/events/:id the editor;
 * /admin/events/:id/preview the event as its public page shows it (routes in app/routeTable/backOffice.ts).
 */
export const {
  ListScreen: EventsListScreen,
  NewScreen: NewEventScreen,
  EditScreen: EditEventScreen,
} = contentScreens<AdminEvent>({
  group: 'Content',
  listHref: ROUTES.adminEvents,
  text: T.events,
  List: EventsAdminList,
  form: (event) => (
    <EventForm event={event} listHref={ROUTES.adminEvents} previewHref={event && previewHref(event.id)} />
  ),
  useRecord: useAdminEventQuery,
});

export const EventPreviewScreen = previewScreen<AdminEvent>({
  listHref: ROUTES.adminEvents,
  useRecord: useAdminEventQuery,
  article: (event) => (
    <EventArticle
      event={event}
      breadcrumbs={[
        { name: 'Home', path: ROUTES.home },
        { name: 'Events', path: ROUTES.events },
        { name: event.title, path: eventPath(event.slug) },
      ]}
    />
  ),
});
