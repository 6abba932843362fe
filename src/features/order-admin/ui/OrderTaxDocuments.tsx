import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { documentFileName } from '@/shared/lib/documentFile';
import { saveObjectUrl } from '@/shared/lib/tableExport';
import { TableRegion } from '@/shared/ui/TableRegion';
import { useDownloadTaxDocumentMutation } from '../api/orderAdminApi';
import { ORDER_ADMIN_TEXT as T } from '../model/text';
import { OrderSection } from './OrderSection';

/** The order's tax invoice and credit notes, each with its PDF (fetched with the admin's session). */
export function OrderTaxDocuments({ documents }: { documents: AdminOrderDetail['taxDocuments'] }) {
  const [download, { isLoading }] = useDownloadTaxDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const C = T.documentColumns;

  const fetchPdf = async (number: string) => {
    setFailure(null);
    try {
      saveObjectUrl(await download(number).unwrap(), documentFileName(number));
    } catch (error) {
      setFailure(errorMessage(error, T.downloadFailed));
    }
  };

  return (
    <OrderSection id="order-admin-documents" title={T.sections.documents}>
      {failure && (
        <p className="text-danger" role="alert">
          {failure}
        </p>
      )}
      {documents.length === 0 ? (
        <p>{T.documentsEmpty}</p>
      ) : (
        <TableRegion label={T.tableOf(T.sections.documents)}>
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{T.documentsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.number}</th>
                <th scope="col">{C.kind}</th>
                <th scope="col">{C.issued}</th>
                <th scope="col" className="text-end">
                  {C.total}
                </th>
                <th scope="col">{C.pdf}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.number}>
                  <th scope="row" className="text-nowrap">
                    {doc.number}
                  </th>
                  <td>
                    {T.documentKinds[doc.kind]}
                    {doc.refersTo && <span className="d-block small">{T.documentAgainst(doc.refersTo)}</span>}
                  </td>
                  <td className="text-nowrap">{formatIstDateTime(doc.issuedAt)}</td>
                  <td className="text-end text-nowrap">{formatInr(doc.total)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0"
                      aria-label={T.downloadPdfLabel(doc.number)}
                      disabled={isLoading}
                      onClick={() => void fetchPdf(doc.number)}
                    >
                      {T.downloadPdf}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </OrderSection>
  );
}
