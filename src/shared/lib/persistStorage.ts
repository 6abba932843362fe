import type { Storage as PersistStorage } from 'redux-persist';

/**
 * How one field of a persisted slice maps to one browser storage item. `string` fields are
 * stored as they are (the spec's accessToken and refreshToken items are plain tokens); `json`
 * fields as JSON (user, cart).
 */
export interface StoredField {
  item: string;
  codec: 'string' | 'json';
}

type Fields = Record<string, StoredField>;

function readField(storage: Storage, field: StoredField): unknown {
  const raw = storage.getItem(field.item);
  if (raw === null) return undefined;
  if (field.codec === 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    storage.removeItem(field.item); // a corrupt item is dropped rather than crashing the start
    return undefined;
  }
}

function writeField(storage: Storage, field: StoredField, value: unknown): void {
  if (value === null || value === undefined) storage.removeItem(field.item);
  else storage.setItem(field.item, field.codec === 'string' ? String(value) : JSON.stringify(value));
}

/**
 * A redux-persist storage engine (used with `serialize: false, deserialize: false`) that writes
 * each persisted field of a slice to its own storage item, so the browser holds exactly the
 * spec's items (`accessToken`, `refreshToken`, `user`, `cart`) instead of one opaque blob.
 */
export function createFieldStorage(
  fields: Fields,
  getStorage: () => Storage = () => window.localStorage,
): PersistStorage {
  return {
    getItem: async () => {
      const storage = getStorage();
      const state: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const value = readField(storage, field);
        if (value !== undefined) state[key] = value;
      }
      return Object.keys(state).length > 0 ? state : null;
    },
    setItem: async (_key: string, state: Record<string, unknown>) => {
      const storage = getStorage();
      for (const [key, field] of Object.entries(fields)) writeField(storage, field, state[key]);
    },
    removeItem: async () => {
      const storage = getStorage();
      for (const field of Object.values(fields)) storage.removeItem(field.item);
    },
  };
}

/**
 * Calls `onChange` with the fields' current values whenever another tab changes one of their
 * items (the `storage` event fires only in the other tabs), so two tabs never overwrite each
 * other's state with stale copies. Returns the unsubscribe function.
 */
export function subscribeToStoredFields(
  fields: Fields,
  onChange: (values: Record<string, unknown>) => void,
  getStorage: () => Storage = () => window.localStorage,
): () => void {
  const items = new Set(Object.values(fields).map((field) => field.item));
  const handler = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key !== null && !items.has(event.key)) return;
    const storage = getStorage();
    const values: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) values[key] = readField(storage, field) ?? null;
    onChange(values);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
