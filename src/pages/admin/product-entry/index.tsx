/** /admin/product-entry: Product Entry, and /admin/product-entry/profile (routes in app/routeTable/backOffice.ts). */
export { ProductEntryScreen } from './ProductEntryScreen';
export { ProfilePage } from './ProfilePage';
