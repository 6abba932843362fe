import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { InboxItem } from '@/shared/contract/inbox';
import { INBOX_STATES, INBOX_TYPES } from '@/shared/config/backOffice';
import { ROUTES } from '@/shared/config/routes';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { truncate } from '@/shared/lib/truncate';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useListInboxQuery, useMarkInboxItemMutation } from '../api/inboxApi';
import { INBOX_STATE_LABELS, INBOX_TEXT, INBOX_TYPE_LABELS, stateOf } from '../model/text';

export const inboxItemPath = (item: Pick<InboxItem, 'type' | 'id'>) =>
  ROUTES.adminInboxItem.replace(':type', item.type).replace(':id', String(item.id));

const columns: Array<DataTableColumn<InboxItem>> = [
  {
    key: 'createdAt',
    header: INBOX_TEXT.columns.received,
    sortable: true,
    cell: (item) => formatIstDateTime(item.createdAt),
    className: 'text-nowrap',
  },
  { key: 'type', header: INBOX_TEXT.columns.type, sortable: true, cell: (item) => INBOX_TYPE_LABELS[item.type] },
  {
    key: 'name',
    header: INBOX_TEXT.columns.from,
    sortable: true,
    cell: (item) => (
      <>
        <Link to={inboxItemPath(item)}>{item.name}</Link>
        {item.email && <div className="small text-body-secondary text-break">{item.email}</div>}
      </>
    ),
  },
  { key: 'text', header: INBOX_TEXT.columns.message, cell: (item) => truncate(item.text, 80) },
  {
    key: 'state',
    header: INBOX_TEXT.columns.state,
    cell: (item) => {
      const state = stateOf(item);
      return <Badge bg={state === 'Unread' ? 'primary' : state === 'Handled' ? 'success' : 'secondary'}>{state}</Badge>;
    },
  },
];

/** /admin/inbox: every message of the public forms, with search, type and state filters. */
export function InboxList() {
  const list = useListParams<'type' | 'state'>('admin-inbox', {
    sort: 'createdAt',
    order: 'desc',
    limit: 20,
    filters: ['type', 'state'],
  });
  const { data, isLoading, isFetching, error } = useListInboxQuery(list.queryArgs);
  const [mark, marking] = useMarkInboxItemMutation();

  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-lg-6">
          <ListSearch value={list.q} onSearch={list.setQ} label={INBOX_TEXT.search} hint={INBOX_TEXT.searchHint} />
        </div>
        <div className="col-6 col-lg-3">
          <ListFilter
            label={INBOX_TEXT.typeFilter}
            allLabel={INBOX_TEXT.allTypes}
            value={list.filters.type}
            onChange={(v) => list.setFilter('type', v)}
            options={INBOX_TYPES.map((value) => ({ value, label: INBOX_TYPE_LABELS[value] }))}
          />
        </div>
        <div className="col-6 col-lg-3">
          <ListFilter
            label={INBOX_TEXT.stateFilter}
            allLabel={INBOX_TEXT.allStates}
            value={list.filters.state}
            onChange={(v) => list.setFilter('state', v)}
            options={INBOX_STATES.map((value) => ({ value, label: INBOX_STATE_LABELS[value] }))}
          />
        </div>
      </div>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, INBOX_TEXT.loadFailed)}
        </p>
      )}
      {marking.error && (
        <p className="text-danger" role="alert">
          {errorMessage(marking.error, INBOX_TEXT.updateFailed)}
        </p>
      )}
      <DataTable
        caption={INBOX_TEXT.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(item) => `${item.type}-${item.id}`}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={INBOX_TEXT.empty}
        rowClassName={(item) => (item.readAt ? undefined : 'is-unread')}
        actions={(item) => (
          <Button
            size="sm"
            variant={item.handledAt ? 'outline-secondary' : 'outline-success'}
            disabled={marking.isLoading}
            onClick={() =>
              void mark({ type: item.type, id: item.id, action: item.handledAt ? 'unhandled' : 'handled' })
            }
            aria-label={`${item.handledAt ? INBOX_TEXT.markUnhandled : INBOX_TEXT.markHandled}: ${item.name}`}
          >
            {item.handledAt ? INBOX_TEXT.markUnhandled : INBOX_TEXT.markHandled}
          </Button>
        )}
      />
    </>
  );
}
