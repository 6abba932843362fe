import { CONTENT_ADMIN_TEXT as T, EventForm, EventsAdminList, useAdminEventQuery } from '@/features/content-admin';
import type { AdminEvent } from '@/shared/contract/event';
import { ROUTES } from '@/shared/config/routes';
import { contentScreens } from '../content/contentScreens';

/** /admin/events: the events list; /admin/events/new and /admin/events/:id the editor (routes in app/routeTable/backOffice.ts). */
export const {
  ListScreen: EventsListScreen,
  NewScreen: NewEventScreen,
  EditScreen: EditEventScreen,
} = contentScreens<AdminEvent>({
  group: 'Content',
  listHref: ROUTES.adminEvents,
  text: T.events,
  List: EventsAdminList,
  form: (event) => <EventForm event={event} listHref={ROUTES.adminEvents} />,
  useRecord: useAdminEventQuery,
});
