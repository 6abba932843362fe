export { AdminBreadcrumb, type AdminCrumb } from './AdminBreadcrumb';
export { AdminLayout } from './AdminLayout';
export type { AdminNavGroup } from './AdminSidebar';
export { DemoBadge } from './DemoBadge';
