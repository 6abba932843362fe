import type { Insertable } from 'kysely';
import type { InboxReply } from '../../../src/shared/contract/inbox';
import type { InboxType } from '../../../src/shared/config/backOffice';
import type { Scope } from '../../store';
import type { InboxRepliesTable } from './tables';

/** Staff replies to the inbox, each with its author and when its outbox mail left. */
export function inboxRepliesRepository({ db }: Scope) {
  return {
    insert: async (reply: Insertable<InboxRepliesTable>): Promise<number> =>
      (await db.insertInto('inboxReplies').values(reply).returning('id').executeTakeFirstOrThrow()).id,

    /** The thread of one item, oldest first. */
    of: async (type: InboxType, id: number): Promise<InboxReply[]> => {
      const rows = await db
        .selectFrom('inboxReplies as r')
        .innerJoin('users as u', 'u.id', 'r.authorId')
        .leftJoin('mailOutbox as m', 'm.id', 'r.mailId')
        .select([
          'r.id',
          'r.subject',
          'r.body',
          'r.recipient',
          'r.authorId',
          'r.authorEmail',
          'u.firstName',
          'u.lastName',
          'r.createdAt',
          'm.sentAtMs',
          'm.status',
        ])
        .where('r.messageType', '=', type)
        .where('r.messageId', '=', id)
        .orderBy('r.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        body: row.body,
        recipient: row.recipient,
        author: { id: row.authorId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.authorEmail },
        createdAt: row.createdAt,
        sentAt: row.sentAtMs == null ? null : new Date(Number(row.sentAtMs)).toISOString(),
        mail: row.status === null ? null : row.status === 'pending' ? 'queued' : row.status,
      }));
    },
  };
}
