import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/shared/api';
import type { NewsletterSubscriber } from '@/shared/contract/newsletter';
import { NEWSLETTER_STATES } from '@/shared/config/backOffice';
import { fetchAllPages } from '@/shared/lib/fetchAllPages';
import { downloadText, toCsv } from '@/shared/lib/tableExport';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useLazyListSubscribersQuery, useListSubscribersQuery } from '../api/subscribersApi';
import { SUBSCRIBER_COLUMNS, SUBSCRIBER_STATE_LABELS, SUBSCRIBERS_TEXT, subscriberCsvRows } from '../model/text';

const columns: Array<DataTableColumn<NewsletterSubscriber>> = SUBSCRIBER_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  sortable: column.sortable,
  cell: column.text,
}));
/** The server's page-size cap: the export reads the list in pages of this size. */
const EXPORT_PAGE = 100;

/** /admin/newsletter: the list with state filter and search, and a CSV export of what it shows. */
export function SubscriberList() {
  const list = useListParams<'state'>('admin-newsletter', {
    sort: 'createdAt',
    order: 'desc',
    limit: 20,
    filters: ['state'],
  });
  const { data, isLoading, isFetching, error } = useListSubscribersQuery(list.queryArgs);
  const [fetchPage] = useLazyListSubscribersQuery();
  const [exportState, setExportState] = useState<{ busy: boolean; message: string; failed?: boolean }>({
    busy: false,
    message: '',
  });

  // Every row matching the search and filters (not just this page), in the list's order.
  const exportCsv = async () => {
    setExportState({ busy: true, message: SUBSCRIBERS_TEXT.exporting });
    try {
      const rows = await fetchAllPages(
        (page, size) => fetchPage({ ...list.queryArgs, _page: page, _limit: size }).unwrap(),
        EXPORT_PAGE,
      );
      downloadText(toCsv(subscriberCsvRows(rows)), SUBSCRIBERS_TEXT.fileName, 'text/csv;charset=utf-8');
      setExportState({ busy: false, message: SUBSCRIBERS_TEXT.exported(rows.length) });
    } catch {
      setExportState({ busy: false, message: SUBSCRIBERS_TEXT.exportFailed, failed: true });
    }
  };

  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-md-6">
          <ListSearch value={list.q} onSearch={list.setQ} label={SUBSCRIBERS_TEXT.search} />
        </div>
        <div className="col-6 col-md-3">
          <ListFilter
            label={SUBSCRIBERS_TEXT.stateFilter}
            allLabel={SUBSCRIBERS_TEXT.allStates}
            value={list.filters.state}
            onChange={(v) => list.setFilter('state', v)}
            options={NEWSLETTER_STATES.map((value) => ({ value, label: SUBSCRIBER_STATE_LABELS[value] }))}
          />
        </div>
        <div className="col-6 col-md-3">
          <Button
            variant="outline-primary"
            className="w-100"
            onClick={() => void exportCsv()}
            disabled={exportState.busy || !data?.total}
          >
            {SUBSCRIBERS_TEXT.exportCsv}
          </Button>
        </div>
      </div>
      <p className={exportState.failed ? 'text-danger small' : 'small'} role="status">
        {exportState.message}
      </p>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, SUBSCRIBERS_TEXT.loadFailed)}
        </p>
      )}
      <DataTable
        caption={SUBSCRIBERS_TEXT.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={SUBSCRIBERS_TEXT.empty}
      />
    </>
  );
}
