import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { BannerPage } from './BannerPage';
import { ProductEntryScreen } from './ProductEntryScreen';
import { ProfilePage } from './ProfilePage';

/** /admin/product-entry/*: Product Entry, and the sidebar's Banner and Profile entries. */
export default function AdminProductEntryPage() {
  return (
    <Routes>
      <Route index element={<ProductEntryScreen />} />
      <Route path="banner" element={<BannerPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="*" element={<Navigate to={ROUTES.adminProductEntry} replace />} />
    </Routes>
  );
}
