export { AdminBreadcrumb, type AdminCrumb } from './AdminBreadcrumb';
export { AdminLayout } from './AdminLayout';
export { DemoBadge } from './DemoBadge';
