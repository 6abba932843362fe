import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { CategoryListPage } from './CategoryListPage';
import { MasterEntryScreen } from './MasterEntryScreen';

/** /admin/master/*: Master Entry, and the sidebar's Category entry. */
export default function AdminMasterPage() {
  return (
    <Routes>
      <Route index element={<MasterEntryScreen />} />
      <Route path="category" element={<CategoryListPage />} />
      <Route path="*" element={<Navigate to={ROUTES.adminMaster} replace />} />
    </Routes>
  );
}
