import { LEAD_STAGE_LABELS } from '../../../src/shared/contract/lead';
import type { AdminNotification } from '../../../src/shared/contract/notification';
import { istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { ROUTES } from '../../../src/shared/config/routes';
import type { AppContext } from '../../context';
import { leadsService } from './leads.service';

/**
 * The staff's follow-ups as notifications: each open lead whose follow-up date is today (IST) or
 * earlier, dated from the start of that day, the oldest first. It stays until the lead is moved
 * on (a new date, won or lost).
 */
export function leadFollowUpNotifications(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const leads = leadsService(ctx);
  return async (limit: number): Promise<AdminNotification[]> => {
    const today = istDateOf(ctx.clock.now());
    return (await leads.dueFollowUps(limit)).map((lead) => ({
      id: `leadFollowUp:${lead.id}`,
      kind: 'leadFollowUp',
      title: `${lead.followUpDate === today ? 'Follow up today' : 'Overdue follow-up'}: ${lead.name}`,
      body: `${LEAD_STAGE_LABELS[lead.stage]}${lead.owner ? `, ${lead.owner.name}` : ''}; follow-up date ${lead.followUpDate} (IST)`,
      href: ROUTES.adminLead.replace(':id', String(lead.id)),
      read: false,
      storedId: null,
      createdAt: new Date(istDayStart(lead.followUpDate!)).toISOString(),
    }));
  };
}
