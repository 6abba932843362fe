import { type PageMetaContent } from './types';

// The back office.
export const adminLogin = {
  title: 'Admin login',
  description: 'Administrator login for the Utsav Events back office.',
} satisfies PageMetaContent;
export const adminDashboard = {
  title: 'Admin dashboard',
  description: 'Back-office overview.',
} satisfies PageMetaContent;
export const adminMaster = {
  title: 'Master Entry',
  description: 'Back-office master data entry.',
} satisfies PageMetaContent;
export const adminProductEntry = {
  title: 'Product Entry',
  description: 'Create, edit and delete catalogue products.',
} satisfies PageMetaContent;
export const adminOrders = {
  title: 'Orders',
  description: 'Orders and returns: search, ship, deliver, cancel and refund.',
} satisfies PageMetaContent;
export const adminCustomers = {
  title: 'Customers',
  description: 'Customer accounts with their orders, bookings, messages and returns.',
} satisfies PageMetaContent;
export const adminReturns = {
  title: 'Returns',
  description: 'Return requests: filter, look at the items and photos, approve or reject.',
} satisfies PageMetaContent;
export const adminInbox = {
  title: 'Inbox',
  description: 'Contact messages, consultation requests and meeting registrations.',
} satisfies PageMetaContent;
export const adminLeads = {
  title: 'Leads',
  description: 'Whole-event enquiries: stage, owner, follow-up and notes.',
} satisfies PageMetaContent;
export const adminNewsletter = {
  title: 'Newsletter subscribers',
  description: 'The newsletter list: who is subscribed, who has unsubscribed.',
} satisfies PageMetaContent;
export const adminBookings = {
  title: 'Bookings',
  description: 'Consultation bookings: list, agenda by day and blocked dates.',
} satisfies PageMetaContent;
export const adminAdmins = {
  title: 'Admin accounts',
  description: 'Approve or reject self-registered admins.',
} satisfies PageMetaContent;
export const adminPayments = {
  title: 'Payments',
  description: 'Money received, awaited, lapsed and refunded in a month (IST), and the refunds still owed.',
} satisfies PageMetaContent;
export const adminBilling = {
  title: 'Billing',
  description: 'The seller details printed on tax invoices and credit notes.',
} satisfies PageMetaContent;

export const adminProposals = {
  title: 'Proposals',
  description: 'Event proposals: build, send and follow them to acceptance.',
} satisfies PageMetaContent;
