import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import type { TaxDocumentRef } from '@/shared/contract/taxDocument';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { documentFileName } from '@/shared/lib/documentFile';
import { saveObjectUrl } from '@/shared/lib/tableExport';
import { useDownloadMyTaxDocumentMutation } from '../api/ordersApi';
import { ORDER_TEXT } from '../model/text';

const T = ORDER_TEXT.detail;

/** The order's tax invoice and credit notes, each downloadable as its PDF. */
export function OrderDocuments({ documents }: { documents: TaxDocumentRef[] }) {
  const [download, { isLoading }] = useDownloadMyTaxDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (number: string) => {
    setFailure(null);
    try {
      saveObjectUrl(await download(number).unwrap(), documentFileName(number));
    } catch (error) {
      setFailure(errorMessage(error, T.documentFailed));
    }
  };
  return (
    <section aria-labelledby="order-documents" className="mb-4 d-print-none" data-testid="order-documents">
      <h2 id="order-documents" className="h5">
        {T.documents}
      </h2>
      {documents.length === 0 ? (
        <p className="text-body-secondary">{T.noDocuments}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {documents.map((document) => {
            const kind = T.documentKinds[document.kind];
            return (
              <li key={document.number} className="d-flex flex-wrap align-items-center gap-2 py-1">
                <span>
                  {kind} <strong>{document.number}</strong> · {formatIstDateTime(document.issuedAt)} ·{' '}
                  {formatInr(document.total)}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={isLoading}
                  onClick={() => void save(document.number)}
                >
                  {T.downloadDocument(kind, document.number)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="text-danger small mb-0">
        {failure ?? ''}
      </p>
    </section>
  );
}
