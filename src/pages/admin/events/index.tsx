import { Navigate, Route, Routes, useParams } from 'react-router';
import { CONTENT_ADMIN_TEXT as T, EventForm, EventsAdminList, useAdminEventQuery } from '@/features/content-admin';
import { ROUTES } from '@/shared/config/routes';
import { ContentScreen, idOf, Loaded } from '../content/ContentScreen';

const GROUP = 'Content';
const editHref = (id: number) => `${ROUTES.adminEvents}/${id}`;

function EditEvent() {
  const id = idOf(useParams().id);
  const query = useAdminEventQuery(id, { skip: Number.isNaN(id) });
  if (Number.isNaN(id)) return <Navigate to={ROUTES.adminEvents} replace />;
  return (
    <ContentScreen title={T.events.edit} group={GROUP} listTitle={T.events.title} listHref={ROUTES.adminEvents}>
      <Loaded query={query}>{(event) => <EventForm event={event} listHref={ROUTES.adminEvents} />}</Loaded>
    </ContentScreen>
  );
}

/** /admin/events: the events list, /admin/events/new and /admin/events/:id the editor. */
export default function AdminEventsPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <ContentScreen title={T.events.title} group={GROUP} action={{ to: `${ROUTES.adminEvents}/new`, label: T.events.new }}>
            <EventsAdminList editHref={editHref} />
          </ContentScreen>
        }
      />
      <Route
        path="new"
        element={
          <ContentScreen title={T.events.new} group={GROUP} listTitle={T.events.title} listHref={ROUTES.adminEvents}>
            <EventForm listHref={ROUTES.adminEvents} />
          </ContentScreen>
        }
      />
      <Route path=":id" element={<EditEvent />} />
    </Routes>
  );
}
