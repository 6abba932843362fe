import Alert from 'react-bootstrap/Alert';
import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router';
import { PAGE_META } from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, LoginForm, originPathname, returnPath, selectSessionStatus, selectUser } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';

/**
 * Customer login. A logged-in visitor (including one who just logged in here) goes back to where
 * they came from (`state.from`), otherwise to their account.
 */
export default function LoginPage() {
  const location = useLocation();
  const user = useSelector(selectUser);
  const status = useSelector(selectSessionStatus);
  const toast = useToast();

  if (status === 'checking') return <PageLoader />;
  if (user) return <Navigate to={returnPath(location.state, user.role)} replace />;

  const cameFromProfile = originPathname(location.state) === ROUTES.userProfile;
  return (
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
      {cameFromProfile && (
        <Alert variant="info">
          <strong>{AUTH_TEXT.loginRequired}</strong>
          <br />
          {AUTH_TEXT.loginRequiredDetail}
        </Alert>
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
  );
}
