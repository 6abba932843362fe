import type { Role, User } from '../../../src/shared/api/types';
import type { Database } from '../database';
import type { UserRecord } from '../schema';

/** The only shape of a user that ever leaves the server. */
export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    role: record.role,
  };
}

export const findUserByEmail = (db: Database, email: string) =>
  db.all('users').find((user) => user.email === email.trim().toLowerCase());

export const findUserById = (db: Database, id: number) => db.all('users').find((user) => user.id === id);

export function insertUser(
  db: Database,
  fields: { firstName: string; lastName: string; email: string; phone: string; role: Role; passwordHash: string },
  now: number,
): UserRecord {
  return db.mutate((state) => {
    const record: UserRecord = {
      id: db.nextId('users'),
      ...fields,
      email: fields.email.trim().toLowerCase(),
      status: fields.role === 'Admin' ? 'pending' : 'active',
      createdAt: new Date(now).toISOString(),
    };
    state.users.push(record);
    return record;
  });
}
