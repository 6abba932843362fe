import { useState } from 'react';
import { useDownloadBillingFileMutation } from '@/features/billing-admin';
import { errorMessage } from '@/shared/api';
import { saveObjectUrl } from '@/shared/lib/tableExport';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PAYMENTS_ADMIN_TEXT as T } from '../model/text';

/**
 * The month's GSTR-1 CSV, as the Billing screen downloads it: fetched with the admin's token (a
 * plain link would go without it), then handed to the browser.
 */
export function Gstr1Download({ month }: { month: string }) {
  const [download, { isLoading }] = useDownloadBillingFileMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const fetchCsv = async () => {
    setFailure(null);
    try {
      saveObjectUrl(await download(`admin/billing/gstr1.csv?month=${month}`).unwrap(), `gstr1-${month}.csv`);
    } catch (error) {
      setFailure(errorMessage(error, T.downloadFailed));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!month || isLoading}
        onClick={() => void fetchCsv()}
      >
        {T.gstr1(month)}
      </button>
      {failure && (
        <div className="w-100">
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
        </div>
      )}
    </>
  );
}
