export { baseApi, TAG_TYPES, type TagType } from './baseApi';
export { baseQueryWithReauth, rawBaseQuery, REFRESH_PATH } from './baseQueryWithReauth';
export {
  selectAccessToken,
  selectRefreshToken,
  sessionEnded,
  sessionTokensRefreshed,
  type RootStateWithSession,
  type SessionTokensState,
} from './session';
export { errorMessage, fieldErrors, screenErrorMessage, toServiceError, withFallback, type ServiceError } from './serviceError';
export { toListPage, type ListPage } from './listPage';
export type * from './types';
export type * from './backOfficeTypes';
export type * from './bookingAdminTypes';
export type * from './contentTypes';
export type * from './searchWishlistTypes';
