import type { LeadSource } from '@/shared/contract/lead';
import { ROUTES } from '@/shared/config/routes';

export const leadPath = (id: number) => ROUTES.adminLead.replace(':id', String(id));

/** The inbox page of a lead's source message (the inbox names its types as the leads' sources). */
export const sourcePath = (source: LeadSource, id: number) =>
  ROUTES.adminInboxItem.replace(':type', source).replace(':id', String(id));
