import { Router } from 'express';
import type { ServerModule } from '../../context';
import { registerNotificationSource } from '../staff';
import { leadFollowUpNotifications } from './leadNotifications';
import { adminLeadsRoutes } from './leadsAdmin.routes';

// The bell lists the due and overdue follow-ups beside the stored notifications.
registerNotificationSource(leadFollowUpNotifications);

/** Leads: the enquiry pipeline of whole-event enquiries (stage, owner, follow-up, notes, audit log). */
export const leadsModule: ServerModule = {
  admin: (ctx) => Router().use('/leads', adminLeadsRoutes(ctx)),
};

/** For other modules: make a form's record a lead, find a lead, move its stage inside their transaction. */
export { leadPipeline, type LeadActor, type LeadSourceRecord } from './leadPipeline';
