import { ROUTES } from '@/shared/config/routes';

export interface AdminNavGroup {
  /** Heading of the group; the first group has none. */
  heading?: string;
  links: Array<{ to: string; label: string; end?: boolean }>;
}

/** The sidebar of spec §2: Dashboard; Master Entry and Category; Product Entry, Banner and Profile. */
export const ADMIN_NAVIGATION: AdminNavGroup[] = [
  { links: [{ to: ROUTES.adminDashboard, label: 'Dashboard' }] },
  {
    heading: 'Masters',
    links: [
      { to: ROUTES.adminMaster, label: 'Master Entry', end: true },
      { to: ROUTES.adminCategory, label: 'Category' },
    ],
  },
  {
    heading: 'Catalogue',
    links: [
      { to: ROUTES.adminProductEntry, label: 'Product Entry', end: true },
      { to: ROUTES.adminBanner, label: 'Banner' },
      { to: ROUTES.adminProfile, label: 'Profile' },
    ],
  },
];
