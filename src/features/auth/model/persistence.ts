import type { PersistConfig } from 'redux-persist';
import type { User } from '@/shared/contract/user';
import { createFieldStorage, subscribeToStoredFields, type StoredField } from '@/shared/lib/persistStorage';
import { authActions, type AuthState } from './authSlice';

/** The spec's storage items for the session (public-site.md, Entities). */
export const AUTH_STORED_FIELDS: Record<'accessToken' | 'refreshToken' | 'user', StoredField> = {
  accessToken: { item: 'accessToken', codec: 'string' },
  refreshToken: { item: 'refreshToken', codec: 'string' },
  user: { item: 'user', codec: 'json' },
};

export const authPersistConfig: PersistConfig<AuthState> = {
  key: 'auth',
  storage: createFieldStorage(AUTH_STORED_FIELDS),
  whitelist: ['accessToken', 'refreshToken', 'user'],
  serialize: false,
  // redux-persist's typings miss `deserialize`; it reads the engine's object as it is.
  ...({ deserialize: false } as object),
};

/** Adopts a login, logout or token refresh made in another tab. */
export function startAuthStorageSync(dispatch: (action: ReturnType<typeof authActions.syncedFromStorage>) => unknown) {
  return subscribeToStoredFields(AUTH_STORED_FIELDS, (values) => {
    dispatch(
      authActions.syncedFromStorage({
        accessToken: typeof values.accessToken === 'string' ? values.accessToken : null,
        refreshToken: typeof values.refreshToken === 'string' ? values.refreshToken : null,
        user: (values.user as User | null) ?? null,
      }),
    );
  });
}
