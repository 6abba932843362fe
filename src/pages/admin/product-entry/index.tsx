import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { ProductEntryScreen } from './ProductEntryScreen';
import { ProfilePage } from './ProfilePage';

/** /admin/product-entry/*: Product Entry and Profile; the former Banner demo is now /admin/banners (the hero slides). */
export default function AdminProductEntryPage() {
  return (
    <Routes>
      <Route index element={<ProductEntryScreen />} />
      <Route path="banner" element={<Navigate to={ROUTES.adminBanners} replace />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="*" element={<Navigate to={ROUTES.adminProductEntry} replace />} />
    </Routes>
  );
}
