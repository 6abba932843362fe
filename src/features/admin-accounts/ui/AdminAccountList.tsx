import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/shared/api';
import type { AdminAccount, AdminAccountDecision } from '@/shared/contract/adminAccount';
import { ADMIN_STATUSES } from '@/shared/config/backOffice';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useDecideAdminAccountMutation, useListAdminAccountsQuery } from '../api/adminAccountsApi';
import { ADMIN_ACCOUNTS_TEXT as TEXT } from '../model/text';

const fullName = (account: AdminAccount) => `${account.firstName} ${account.lastName}`;

const columns: Array<DataTableColumn<AdminAccount>> = [
  { key: 'lastName', header: TEXT.columns.name, sortable: true, cell: fullName },
  {
    key: 'email',
    header: TEXT.columns.email,
    sortable: true,
    cell: (account) => account.email,
    className: 'text-break',
  },
  { key: 'phone', header: TEXT.columns.phone, cell: (account) => account.phone },
  {
    key: 'createdAt',
    header: TEXT.columns.registered,
    sortable: true,
    cell: (account) => formatIstDateTime(account.createdAt),
  },
  {
    key: 'status',
    header: TEXT.columns.status,
    cell: (account) => (
      <Badge
        bg={account.status === 'pending' ? 'warning' : 'success'}
        text={account.status === 'pending' ? 'dark' : undefined}
      >
        {TEXT.statusLabels[account.status]}
      </Badge>
    ),
  },
];

/** /admin/admins: pending self-registered admins first (the default filter), with approve and reject. */
export function AdminAccountList() {
  const list = useListParams<'status'>('admin-admins', {
    sort: 'createdAt',
    order: 'desc',
    limit: 20,
    filters: ['status'],
  });
  // With no status in the URL the screen shows the pending ones: that is what it is for.
  const status = list.filters.status || 'pending';
  const { data, isLoading, isFetching, error } = useListAdminAccountsQuery({
    ...list.queryArgs,
    status: status === 'all' ? '' : status,
  });
  const [decide, decision] = useDecideAdminAccountMutation();
  const [rejecting, setRejecting] = useState<AdminAccount | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLParagraphElement>(null);

  const run = async (account: AdminAccount, choice: AdminAccountDecision) => {
    const result = await decide({ id: account.id, decision: choice });
    setRejecting(null);
    if ('data' in result) setAnnouncement(`${fullName(account)}: ${result.data}`);
  };

  return (
    <>
      <p className="text-body-secondary" ref={heading} tabIndex={-1}>
        {TEXT.lead}
      </p>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-md-8">
          <ListSearch value={list.q} onSearch={list.setQ} label={TEXT.search} />
        </div>
        <div className="col-12 col-md-4">
          <ListFilter
            label={TEXT.statusFilter}
            allLabel={TEXT.statusLabels.pending}
            value={list.filters.status === 'pending' ? '' : list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={[
              ...ADMIN_STATUSES.filter((value) => value !== 'pending').map((value) => ({
                value,
                label: TEXT.statusLabels[value],
              })),
              { value: 'all', label: TEXT.allStatuses },
            ]}
          />
        </div>
      </div>
      <p className="small" role="status">
        {announcement}
      </p>
      {(error || decision.error) && (
        <p className="text-danger" role="alert">
          {errorMessage(error ?? decision.error, error ? TEXT.loadFailed : TEXT.decisionFailed)}
        </p>
      )}
      <DataTable
        caption={TEXT.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(account) => account.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={status === 'pending' ? TEXT.noPending : TEXT.empty}
        actions={(account) =>
          account.status === 'pending' ? (
            <>
              <Button
                size="sm"
                variant="success"
                className="me-2"
                disabled={decision.isLoading}
                onClick={() => void run(account, 'approve')}
                aria-label={`${TEXT.approve} ${fullName(account)}`}
              >
                {TEXT.approve}
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={decision.isLoading}
                onClick={() => setRejecting(account)}
                aria-label={`${TEXT.reject} ${fullName(account)}`}
              >
                {TEXT.reject}
              </Button>
            </>
          ) : null
        }
      />
      <ConfirmDialog
        show={rejecting !== null}
        title={TEXT.reject}
        confirmLabel={TEXT.reject}
        variant="danger"
        busy={decision.isLoading}
        restoreFocus={false}
        onExited={() => heading.current?.focus()}
        onConfirm={() => rejecting && void run(rejecting, 'reject')}
        onCancel={() => setRejecting(null)}
      >
        {rejecting ? TEXT.confirmReject(fullName(rejecting)) : ''}
      </ConfirmDialog>
    </>
  );
}
