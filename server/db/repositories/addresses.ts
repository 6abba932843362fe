import type { Address } from '../../../src/shared/api/types';
import type { AddressFields } from '../../../src/shared/validation/address';
import type { Database } from '../database';

/** A saved address; `userId` and the timestamps never leave the server. */
export interface AddressRecord extends Required<Address> {
  userId: number;
  createdAt: string;
  updatedAt: string;
}

declare module '../schema' {
  interface DbSchema {
    addresses: AddressRecord[];
  }
}

/** The address as the API shows it (spec admin document §3). */
export type PublicAddress = Required<Address>;

export function toPublicAddress(record: AddressRecord): PublicAddress {
  const { id, street, city, state, zipCode, country, isDefault } = record;
  return { id, street, city, state, zipCode, country, isDefault };
}

/** The caller's addresses: the default first, then in the order they were saved. */
export function listAddresses(db: Database, userId: number): AddressRecord[] {
  return db
    .all('addresses')
    .filter((address) => address.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

/** Only the owner's address is ever found: another user's id looks exactly like a missing one. */
export function findOwnAddress(db: Database, userId: number, id: number): AddressRecord | undefined {
  return db.all('addresses').find((address) => address.id === id && address.userId === userId);
}

type AddressChanges = Omit<AddressFields, 'isDefault'> & { isDefault?: boolean };

/**
 * Adds an address. The first address of a customer without a default becomes the default, so a
 * checkout always has one to preselect. Setting a default clears the others (one per user).
 */
export function insertAddress(db: Database, userId: number, fields: AddressChanges, now: number): AddressRecord {
  db.all('addresses'); // creates the collection in a data file that predates it
  return db.mutate((state) => {
    const own = state.addresses.filter((address) => address.userId === userId);
    const isDefault = fields.isDefault === true || !own.some((address) => address.isDefault);
    if (isDefault) for (const address of own) address.isDefault = false;
    const stamp = new Date(now).toISOString();
    const record: AddressRecord = {
      id: db.nextId('addresses'),
      userId,
      street: fields.street,
      city: fields.city,
      state: fields.state,
      zipCode: fields.zipCode,
      country: fields.country,
      isDefault,
      createdAt: stamp,
      updatedAt: stamp,
    };
    state.addresses.push(record);
    return record;
  });
}

/** Replaces the fields of an own address; `isDefault` left out keeps the current flag. */
export function updateAddress(db: Database, userId: number, id: number, fields: AddressChanges, now: number): AddressRecord | undefined {
  const record = findOwnAddress(db, userId, id);
  if (!record) return undefined;
  return db.mutate((state) => {
    if (fields.isDefault === true) {
      for (const address of state.addresses) if (address.userId === userId) address.isDefault = false;
    }
    Object.assign(record, {
      street: fields.street,
      city: fields.city,
      state: fields.state,
      zipCode: fields.zipCode,
      country: fields.country,
      isDefault: fields.isDefault ?? record.isDefault,
      updatedAt: new Date(now).toISOString(),
    });
    return record;
  });
}

/** Deletes an own address; false when the caller has no address with that id. */
export function deleteAddress(db: Database, userId: number, id: number): boolean {
  if (!findOwnAddress(db, userId, id)) return false;
  db.mutate((state) => {
    state.addresses = state.addresses.filter((address) => !(address.id === id && address.userId === userId));
  });
  return true;
}
