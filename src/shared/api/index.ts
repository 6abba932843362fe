export { baseApi } from './baseApi';
export { baseQueryWithReauth } from './baseQueryWithReauth';
export {
  selectAccessToken,
  selectRefreshToken,
  sessionEnded,
  sessionTokensRefreshed,
  type RootStateWithSession,
} from './session';
export {
  errorMessage,
  errorStatus,
  fieldErrors,
  screenErrorMessage,
  toServiceError,
  withFallback,
} from './serviceError';
export { toListPage, type ListPage } from './listPage';
