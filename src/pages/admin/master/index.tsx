/** /admin/master: Master Entry (its routes, and the former Category entry's redirect, are in app/routes.tsx). */
export { MasterEntryScreen } from './MasterEntryScreen';
