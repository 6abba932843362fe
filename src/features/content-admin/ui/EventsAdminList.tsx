import type { AdminEvent } from '@/shared/contract/event';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { formatInr } from '@/shared/lib/formatInr';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { useAdminEventsQuery, useDeleteEventMutation, usePublishEventMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { PublishableList } from './PublishableList';

const COLUMNS: Array<DataTableColumn<AdminEvent>> = [
  { key: 'type', header: 'Type', sortable: true, cell: (e) => e.type },
  {
    key: 'date',
    header: 'Date (IST)',
    sortable: true,
    cell: (e) => (
      <>
        {formatDisplayDate(e.date)} {e.isPast && <span className="badge text-bg-secondary">{T.pastEvent}</span>}
      </>
    ),
  },
  { key: 'price', header: 'Price', sortable: true, cell: (e) => formatInr(e.price) },
];

/** The events table: search, status filter, sort, paging (kept in the URL); edit, publish, delete. */
export function EventsAdminList({ editHref }: { editHref: (id: number, listHref: string) => string }) {
  const [publish] = usePublishEventMutation();
  const [remove] = useDeleteEventMutation();
  return (
    <PublishableList
      kind="event"
      listKey="admin-events"
      editHref={editHref}
      useRows={useAdminEventsQuery}
      publish={(change) => publish(change).unwrap()}
      remove={(id) => remove(id).unwrap()}
      columns={COLUMNS}
      text={T.events}
    />
  );
}
