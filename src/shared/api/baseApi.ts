import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

/** Every cache tag of the app, declared once. */
export const TAG_TYPES = [
  'Profile',
  'Address',
  'Order',
  'Product',
  'Category',
  'BookingAvailability',
  'ManagedBooking',
  'Inbox',
  'Subscriber',
  'AdminAccount',
  'SiteEvent',
  'BlogPost',
  'Banner',
  'Wishlist',
  'AdminOrder',
  'AdminBooking',
  'BookingBlock',
  'Dashboard',
  'Lead',
  'AdminNotification',
  'AdminProposal',
  'Proposal',
  'ReturnRequest',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query api. Features add their endpoints with `baseApi.injectEndpoints`.
 * It is never persisted: cached answers are re-fetched after a reload.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
