import { useState } from 'react';
import { errorMessage, screenErrorMessage } from '@/shared/api';
import { istDateOf } from '@/shared/contract/fields/bookingDates';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { documentFileName as fileNameOf } from '@/shared/lib/documentFile';
import { saveObjectUrl } from '@/shared/lib/tableExport';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useDownloadBillingFileMutation, useListTaxDocumentsQuery } from '../api/billingAdminApi';
import { BILLING_ADMIN_TEXT as T } from '../model/text';

/** The month's invoices and credit notes with their PDFs, and the month's GSTR-1 CSV. */
export function TaxDocumentsSection() {
  const [month, setMonth] = useState(() => istDateOf(Date.now()).slice(0, 7));
  const { data: documents, error, isFetching, refetch } = useListTaxDocumentsQuery(month, { skip: !month });
  const [download, downloading] = useDownloadBillingFileMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const fetchFile = async (url: string, fileName: string) => {
    setDownloadError(null);
    try {
      saveObjectUrl(await download(url).unwrap(), fileName);
    } catch (failure) {
      setDownloadError(errorMessage(failure, T.downloadFailed));
    }
  };

  return (
    <section aria-labelledby="tax-documents-heading" className="mb-4">
      <h2 id="tax-documents-heading" className="h5">
        {T.documentsHeading}
      </h2>
      <p className="text-body-secondary small">{T.documentsLead}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor="billing-month" className="form-label">
            {T.month}
          </label>
          <input
            id="billing-month"
            type="month"
            className="form-control"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!month || downloading.isLoading}
          onClick={() => void fetchFile(`admin/billing/gstr1.csv?month=${month}`, `gstr1-${month}.csv`)}
        >
          {T.downloadGstr1}
        </button>
      </div>
      {downloadError && <ErrorBanner message={downloadError} onDismiss={() => setDownloadError(null)} />}
      {isFetching && !documents ? (
        <PageLoader />
      ) : error ? (
        <ErrorBanner message={screenErrorMessage(error, T.documentsLoadFailed)} onRetry={() => void refetch()} />
      ) : documents && documents.length === 0 ? (
        <p>{T.noDocuments}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{T.caption(month)}</caption>
            <thead>
              <tr>
                {Object.values(T.columns).map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(documents ?? []).map((doc) => (
                <tr key={doc.id}>
                  <th scope="row">{doc.number}</th>
                  <td>
                    {T.kinds[doc.kind]}
                    {doc.refersTo && <span className="d-block small">{T.against(doc.refersTo)}</span>}
                  </td>
                  <td>{formatIstDateTime(doc.issuedAt)}</td>
                  <td>{doc.orderNumber}</td>
                  <td>
                    {doc.buyerName}
                    {doc.buyerGstin && <span className="d-block small">{doc.buyerGstin}</span>}
                  </td>
                  <td>{doc.placeOfSupply}</td>
                  <td className="text-end">{formatInr(doc.total)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0"
                      aria-label={T.downloadPdfLabel(doc.number)}
                      disabled={downloading.isLoading}
                      onClick={() =>
                        void fetchFile(
                          `admin/billing/documents/${encodeURIComponent(doc.number)}/pdf`,
                          fileNameOf(doc.number),
                        )
                      }
                    >
                      {T.downloadPdf}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
