import { type PageMetaContent } from './types';

// The back office.
export const adminLogin = { title: 'Admin login', description: 'Administrator login for the Utsav Events back office.' } satisfies PageMetaContent;
export const adminDashboard = { title: 'Admin dashboard', description: 'Back-office overview.' } satisfies PageMetaContent;
export const adminMaster = { title: 'Master Entry', description: 'Back-office master data entry.' } satisfies PageMetaContent;
export const adminProductEntry = { title: 'Product Entry', description: 'Create, edit and delete catalogue products.' } satisfies PageMetaContent;
