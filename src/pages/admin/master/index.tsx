import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { MasterEntryScreen } from './MasterEntryScreen';

/** /admin/master/*: Master Entry; the former Category entry now lives at /admin/categories (editable). */
export default function AdminMasterPage() {
  return (
    <Routes>
      <Route index element={<MasterEntryScreen />} />
      <Route path="category" element={<Navigate to={ROUTES.adminCategories} replace />} />
      <Route path="*" element={<Navigate to={ROUTES.adminMaster} replace />} />
    </Routes>
  );
}
