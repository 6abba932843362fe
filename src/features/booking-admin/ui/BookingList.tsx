import { useState } from 'react';
import { Link } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import type { AdminBooking } from '@/shared/contract/booking';
import { BOOKING_MAIL_STATES, BOOKING_STATUSES } from '@/shared/config/bookingAdmin';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { ROUTES } from '@/shared/config/routes';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useListAdminBookingsQuery } from '../api/bookingAdminApi';
import {
  ADVANCE_ADMIN_TEXT as A,
  BOOKING_ADMIN_TEXT as T,
  BOOKING_STATUS_LABELS,
  MAIL_STATE_LABELS,
} from '../model/text';
import { BookingActions } from './BookingActions';
import { AdvanceState, MarkAdvancePaid } from './AdvanceCell';
import { ConfirmAdvanceRefund } from './AdvanceRefundCell';
import { ScreenMessages } from './ScreenMessages';

type Filter = 'status' | 'mail' | 'from' | 'to';

export const MailBadge = ({ state }: { state: AdminBooking['confirmationMail'] }) => (
  <Badge bg={state === 'failed' ? 'danger' : state === 'sent' ? 'success' : 'secondary'}>
    {MAIL_STATE_LABELS[state]}
  </Badge>
);

const columns: Array<DataTableColumn<AdminBooking>> = [
  {
    key: 'startsAt',
    header: T.columns.slot,
    sortable: true,
    className: 'text-nowrap',
    cell: (b) => `${formatBookingDate(b.date)}, ${b.time}`,
  },
  {
    key: 'name',
    header: T.columns.customer,
    sortable: true,
    cell: (b) => (
      <>
        {/* Bookings carry no account: the customer search by e-mail finds the person. */}
        <Link to={`${ROUTES.adminCustomers}?${new URLSearchParams({ q: b.email })}`}>{b.name}</Link>{' '}
        <span className="small text-body-secondary">{b.reference}</span>
        <div className="small text-break">
          <a href={`mailto:${b.email}`}>{b.email}</a> · {b.phone}
        </div>
      </>
    ),
  },
  { key: 'service', header: T.columns.service, cell: (b) => b.service },
  {
    key: 'status',
    header: T.columns.status,
    cell: (b) => (
      <Badge
        bg={b.status === 'confirmed' ? 'primary' : b.status === 'held' ? 'warning' : 'secondary'}
        text={b.status === 'held' ? 'dark' : undefined}
      >
        {BOOKING_STATUS_LABELS[b.status]}
      </Badge>
    ),
  },
  { key: 'advance', header: A.column, cell: (b) => <AdvanceState booking={b} /> },
  { key: 'mail', header: T.columns.mail, cell: (b) => <MailBadge state={b.confirmationMail} /> },
];

/** /admin/bookings: every booking with search, filters (status, mail, dates) and actions; state in the URL. */
export function BookingList() {
  const list = useListParams<Filter>('admin-bookings', {
    sort: 'startsAt',
    order: 'desc',
    limit: 20,
    filters: ['status', 'mail', 'from', 'to'],
  });
  const { data, isLoading, isFetching, error } = useListAdminBookingsQuery(list.queryArgs);
  const [done, setDone] = useState('');

  return (
    <>
      <p className="small text-body-secondary">{T.istNote}</p>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-xl-4">
          <ListSearch value={list.q} onSearch={list.setQ} label={T.search} hint={T.searchHint} />
        </div>
        <div className="col-6 col-xl-2">
          <ListFilter
            label={T.statusFilter}
            allLabel={T.allStatuses}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }))}
          />
        </div>
        <div className="col-6 col-xl-2">
          <ListFilter
            label={T.mailFilter}
            allLabel={T.allMails}
            value={list.filters.mail}
            onChange={(v) => list.setFilter('mail', v)}
            options={BOOKING_MAIL_STATES.map((value) => ({ value, label: MAIL_STATE_LABELS[value] }))}
          />
        </div>
        {(['from', 'to'] as const).map((name) => (
          <Form.Group key={name} className="col-6 col-xl-2" controlId={`bookings-${name}`}>
            <Form.Label className="mb-1">{T[name]}</Form.Label>
            <Form.Control
              type="date"
              value={list.filters[name]}
              onChange={(event) => list.setFilter(name, event.target.value)}
            />
          </Form.Group>
        ))}
      </div>
      <ScreenMessages done={done} error={error} />
      <DataTable
        caption={T.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(b) => b.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={T.empty}
        actions={(b) => (
          <>
            <MarkAdvancePaid booking={b} onDone={setDone} />
            <ConfirmAdvanceRefund booking={b} onDone={setDone} />
            <BookingActions booking={b} onDone={setDone} />
          </>
        )}
      />
    </>
  );
}
