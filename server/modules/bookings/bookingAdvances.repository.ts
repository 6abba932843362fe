import type { Scope } from '../../store';
import type { BookingAdvanceRulesTable } from './tables';

/** Staff's advance rules per catalogue service, and the bookings' audit log. */
export function bookingAdvancesRepository({ db }: Scope) {
  return {
    rules: async (): Promise<BookingAdvanceRulesTable[]> =>
      (await db.selectFrom('bookingAdvanceRules').selectAll().execute()).map((row) => ({
        ...row,
        value: Number(row.value),
      })),
    rule: async (serviceId: number): Promise<BookingAdvanceRulesTable | undefined> => {
      const row = await db
        .selectFrom('bookingAdvanceRules')
        .selectAll()
        .where('serviceId', '=', serviceId)
        .executeTakeFirst();
      return row && { ...row, value: Number(row.value) };
    },
    saveRule: async (rule: BookingAdvanceRulesTable): Promise<void> => {
      await db
        .insertInto('bookingAdvanceRules')
        .values(rule)
        .onConflict((conflict) =>
          conflict.column('serviceId').doUpdateSet({
            kind: rule.kind,
            value: rule.value,
            updatedAt: rule.updatedAt,
            updatedBy: rule.updatedBy,
          }),
        )
        .execute();
    },
    audit: async (entry: {
      bookingId: number | null;
      serviceId: number | null;
      at: string;
      action: string;
      note: string;
      actorEmail: string;
    }): Promise<void> => {
      await db.insertInto('bookingAudit').values(entry).execute();
    },
    auditOf: (bookingId: number) =>
      db
        .selectFrom('bookingAudit')
        .select(['at', 'action', 'note', 'actorEmail'])
        .where('bookingId', '=', bookingId)
        .orderBy('id')
        .execute(),
  };
}
