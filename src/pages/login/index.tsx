import { Link, useLocation } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, GuestOnly, LoginForm, UnlockNotice, originPathname } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { isSessionExpiredSearch } from '@/shared/lib/returnTo';
import { useToast } from '@/shared/ui/toasts';

/**
 * Customer login; afterwards back to where the customer came from (`?returnTo=` or `state.from`), otherwise their
 * account. `?session=expired` (a failed token refresh) says so above the form; `?unlock=<token>` (the link mailed
 * when an account's login budget ran out) unlocks the account and says so above the form.
 */
export default function LoginPage() {
  const location = useLocation();
  const toast = useToast();
  const expired = isSessionExpiredSearch(location.search);
  const unlockToken = new URLSearchParams(location.search).get('unlock');
  const cameFromProfile = !expired && originPathname(location.state, location.search) === ROUTES.userProfile;
  return (
    <GuestOnly>
      <AuthCard
        meta={PAGE_META.login}
        lead="Welcome back! Log in to see your orders and saved addresses."
        footer={
          <>
            New here?{' '}
            <Link to={ROUTES.register} state={location.state}>
              Create an account
            </Link>
          </>
        }
      >
        {unlockToken && <UnlockNotice token={unlockToken} />}
        {expired && (
          <div className="alert alert-warning" role="alert">
            {AUTH_TEXT.sessionExpired}
          </div>
        )}
        {cameFromProfile && (
          <div className="alert alert-info" role="alert">
            <strong>{AUTH_TEXT.loginRequired}</strong>
            <br />
            {AUTH_TEXT.loginRequiredDetail}
          </div>
        )}
        <LoginForm
          onLoggedIn={() => {
            toast.success(AUTH_TEXT.loginSuccessful);
          }}
        />
        <p className="mt-3 mb-0 text-center">
          <Link to={ROUTES.forgotPassword}>Forgot your password?</Link>
        </p>
      </AuthCard>
    </GuestOnly>
  );
}
