import type { Insertable, Selectable } from 'kysely';
import type { Scope } from '../../store';
import type { AuditedRecord, BackOfficeAuditTable } from './tables';

export type AuditEntry = Selectable<BackOfficeAuditTable>;

/** The back office audit log (staff/tables.ts): written in the change's transaction, read per record. */
export function backOfficeAuditRepository({ db }: Scope) {
  return {
    record: async (entry: Insertable<BackOfficeAuditTable>): Promise<void> => {
      await db.insertInto('backOfficeAudit').values(entry).execute();
    },

    /** A record's entries, oldest first. */
    of: (recordType: AuditedRecord, recordId: number): Promise<AuditEntry[]> =>
      db
        .selectFrom('backOfficeAudit')
        .selectAll()
        .where('recordType', '=', recordType)
        .where('recordId', '=', recordId)
        .orderBy('id')
        .execute(),
  };
}
