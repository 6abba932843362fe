import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { LEAD_FOLLOW_UPS, LEAD_STAGES, type LeadSummary } from '@/shared/contract/lead';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import {
  DataTable,
  ListDateFilter,
  ListFilter,
  ListSearch,
  useListParams,
  type DataTableColumn,
} from '@/shared/ui/data-table';
import { useGetLeadOwnersQuery, useListLeadsQuery } from '../api/leadsApi';
import { LEAD_SOURCE_LABELS, LEADS_TEXT, stageLabel } from '../model/text';
import { leadPath } from './leadLinks';

const columns: Array<DataTableColumn<LeadSummary>> = [
  {
    key: 'name',
    header: LEADS_TEXT.columns.name,
    sortable: true,
    cell: (lead) => (
      <>
        <Link to={leadPath(lead.id)}>{lead.name}</Link>
        {lead.email && <div className="small text-body-secondary text-break">{lead.email}</div>}
      </>
    ),
  },
  { key: 'source', header: LEADS_TEXT.columns.source, cell: (lead) => LEAD_SOURCE_LABELS[lead.source] },
  {
    key: 'stage',
    header: LEADS_TEXT.columns.stage,
    cell: (lead) => <Badge bg={lead.stage === 'lost' ? 'secondary' : 'primary'}>{stageLabel(lead.stage)}</Badge>,
  },
  { key: 'owner', header: LEADS_TEXT.columns.owner, cell: (lead) => lead.owner?.name ?? LEADS_TEXT.nobody },
  {
    key: 'followUpDate',
    header: LEADS_TEXT.columns.followUp,
    sortable: true,
    cell: (lead) => (lead.followUpDate ? formatDisplayDate(lead.followUpDate) : LEADS_TEXT.none),
    className: 'text-nowrap',
  },
  {
    key: 'updatedAt',
    header: LEADS_TEXT.columns.updated,
    sortable: true,
    cell: (lead) => formatIstDateTime(lead.updatedAt),
    className: 'text-nowrap',
  },
];

/** /admin/leads: every lead, with search, stage, owner, follow-up and arrival-day (IST) filters, paginated. */
export function LeadList() {
  const list = useListParams<'stage' | 'owner' | 'followUp' | 'from' | 'to'>('admin-leads', {
    sort: 'updatedAt',
    order: 'desc',
    limit: 20,
    filters: ['stage', 'owner', 'followUp', 'from', 'to'],
  });
  const { data, isLoading, isFetching, error } = useListLeadsQuery(list.queryArgs);
  const { data: owners } = useGetLeadOwnersQuery();

  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-lg-4">
          <ListSearch value={list.q} onSearch={list.setQ} label={LEADS_TEXT.search} hint={LEADS_TEXT.searchHint} />
        </div>
        <div className="col-12 col-sm-4 col-lg-3">
          <ListFilter
            label={LEADS_TEXT.stageFilter}
            allLabel={LEADS_TEXT.allStages}
            value={list.filters.stage}
            onChange={(value) => list.setFilter('stage', value)}
            options={LEAD_STAGES.map((value) => ({ value, label: stageLabel(value) }))}
          />
        </div>
        <div className="col-6 col-sm-4 col-lg-2">
          <ListFilter
            label={LEADS_TEXT.ownerFilter}
            allLabel={LEADS_TEXT.anyOwner}
            value={list.filters.owner}
            onChange={(value) => list.setFilter('owner', value)}
            options={(owners ?? []).map((owner) => ({ value: String(owner.id), label: owner.name }))}
          />
        </div>
        <div className="col-6 col-sm-4 col-lg-3">
          <ListFilter
            label={LEADS_TEXT.followUpFilter}
            allLabel={LEADS_TEXT.anyFollowUp}
            value={list.filters.followUp}
            onChange={(value) => list.setFilter('followUp', value)}
            options={LEAD_FOLLOW_UPS.map((value) => ({ value, label: LEADS_TEXT.followUpLabels[value] }))}
          />
        </div>
        <div className="col-6 col-sm-4 col-lg-2">
          <ListDateFilter
            label={LEADS_TEXT.fromFilter}
            value={list.filters.from}
            onChange={(value) => list.setFilter('from', value)}
          />
        </div>
        <div className="col-6 col-sm-4 col-lg-2">
          <ListDateFilter
            label={LEADS_TEXT.toFilter}
            value={list.filters.to}
            onChange={(value) => list.setFilter('to', value)}
          />
        </div>
      </div>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, LEADS_TEXT.loadFailed)}
        </p>
      )}
      <DataTable
        caption={LEADS_TEXT.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(lead) => lead.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={LEADS_TEXT.empty}
      />
    </>
  );
}
