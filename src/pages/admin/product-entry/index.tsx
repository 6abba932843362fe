/** /admin/product-entry: Product Entry, and /admin/product-entry/profile (routes in app/routes.tsx). */
export { ProductEntryScreen } from './ProductEntryScreen';
export { ProfilePage } from './ProfilePage';
