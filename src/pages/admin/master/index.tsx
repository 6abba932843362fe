/** /admin/master: Master Entry (its routes, and the former Category entry's redirect, are in app/routeTable/backOffice.ts). */
export { MasterEntryScreen } from './MasterEntryScreen';
