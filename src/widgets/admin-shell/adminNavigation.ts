import { ROUTES } from '@/shared/config/routes';

export interface AdminNavGroup {
  /** Heading of the group; the first group has none. */
  heading?: string;
  links: Array<{ to: string; label: string; end?: boolean }>;
}

/**
 * The sidebar of spec: Screens and routes (Dashboard; Master Entry and Category; Product Entry, Banner and Profile),
 * with Category and Banner now the real screens, plus the staff's content (issue 16).
 */
export const ADMIN_NAVIGATION: AdminNavGroup[] = [
  { links: [{ to: ROUTES.adminDashboard, label: 'Dashboard' }] },
  {
    heading: 'Masters',
    links: [
      { to: ROUTES.adminMaster, label: 'Master Entry', end: true },
      { to: ROUTES.adminCategories, label: 'Category' },
    ],
  },
  {
    heading: 'Catalogue',
    links: [
      { to: ROUTES.adminProductEntry, label: 'Product Entry', end: true },
      { to: ROUTES.adminBanners, label: 'Banner' },
      { to: ROUTES.adminProfile, label: 'Profile' },
    ],
  },
  {
    heading: 'Back office',
    links: [
      { to: ROUTES.adminOrders, label: 'Orders' },
      { to: ROUTES.adminBookings, label: 'Bookings' },
      { to: ROUTES.adminInbox, label: 'Inbox' },
      { to: ROUTES.adminNewsletter, label: 'Newsletter' },
      { to: ROUTES.adminAdmins, label: 'Admin accounts' },
    ],
  },
  {
    heading: 'Content',
    links: [
      { to: ROUTES.adminEvents, label: 'Events' },
      { to: ROUTES.adminBlog, label: 'Blog' },
    ],
  },
];
