import { useState } from 'react';
import { fetchAllPages } from '@/shared/lib/fetchAllPages';
import { downloadText, toCsv } from '@/shared/lib/tableExport';
import { useLazyListAdminProductsQuery } from '../api/productsApi';
import { productCsvRows, type CategoryNames } from '../model/productColumns';
import { PRODUCT_TABLE_TEXT as T } from '../model/text';

export interface CsvExportState {
  busy: boolean;
  message: string;
  failed?: boolean;
}

/** Exports every product matching the table's search and filters (all pages), in its order, as CSV. */
export function useProductCsvExport(queryArgs: Record<string, string | number>, categoryNames: CategoryNames) {
  const [fetchPage] = useLazyListAdminProductsQuery();
  const [state, setState] = useState<CsvExportState>({ busy: false, message: '' });

  const exportCsv = async () => {
    setState({ busy: true, message: T.exporting });
    try {
      const products = await fetchAllPages((page, size) =>
        fetchPage({ ...queryArgs, _page: page, _limit: size }).unwrap(),
      );
      downloadText(toCsv(productCsvRows(products, categoryNames)), T.fileName, 'text/csv;charset=utf-8');
      setState({ busy: false, message: T.exported(products.length) });
    } catch {
      setState({ busy: false, message: T.exportFailed, failed: true });
    }
  };

  return { exportState: state, exportCsv };
}
