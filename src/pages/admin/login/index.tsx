import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import {
  ADMIN_LOGIN_TEXT,
  AUTH_TEXT,
  ForgotPasswordForm,
  LoginForm,
  RegisterAdminForm,
  selectIsAdmin,
  selectSessionStatus,
  useLogoutMutation,
  useVerifyTokenQuery,
} from '@/features/auth';
import type { LoginData } from '@/shared/contract/user';
import { ROUTES } from '@/shared/config/routes';
import { isSessionExpiredSearch, returnToFromSearch, safeReturnPath } from '@/shared/lib/returnTo';
import { SITE_NAME } from '@/shared/config/site';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { NoIndex, PageMeta } from '@/shared/ui/PageMeta';
import { PageShown } from '@/shared/ui/PageShown';
import { useToast } from '@/shared/ui/toasts';

type Mode = 'login' | 'reset' | 'register';

const MODE_HEADINGS: Record<Mode, string> = {
  login: 'Log in',
  reset: 'Reset password',
  register: 'Register admin account',
};

/**
 * /admin/login: one screen, three modes (spec: Screens and routes, States and transitions). Only an Admin may log in here; anyone
 * else is logged out at once. An admin whose stored session the server confirms goes straight
 * to the dashboard.
 */
export default function AdminLoginPage() {
  const location = useLocation();
  // Back to the page the admin was sent from (`?returnTo=`, or a guard's router state), else the dashboard.
  const fromState = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  const backTo =
    returnToFromSearch(location.search) ??
    safeReturnPath(fromState?.pathname ? `${fromState.pathname}${fromState.search ?? ''}` : null) ??
    ROUTES.adminDashboard;
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<string | null>(null);
  const status = useFeatureSelector(selectSessionStatus);
  const hasAdminSession = useFeatureSelector(selectIsAdmin);
  // Confirmed with the server, so a dead stored session cannot bounce between here and the dashboard.
  const verified = useVerifyTokenQuery(undefined, { skip: status === 'checking' || !hasAdminSession });
  const [logout] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    // Keyboard and screen-reader users land on the new mode's heading (not on first render).
    if (modeChanged.current) headingRef.current?.focus();
  }, [mode]);

  const switchTo = (next: Mode, message: string | null = null) => {
    modeChanged.current = true;
    setNotice(message);
    setMode(next);
  };

  const onLoggedIn = async (data: LoginData) => {
    if (data.user.role !== 'Admin') {
      toast.error(AUTH_TEXT.accessDenied);
      await logout();
      return;
    }
    toast.success(AUTH_TEXT.loginSuccessful);
    navigate(backTo, { replace: true });
  };

  if (hasAdminSession && verified.data?.user.role === 'Admin') return <Navigate to={backTo} replace />;
  const checking = status === 'checking' || (hasAdminSession && verified.isFetching);

  return (
    <main id="main-content" className="min-vh-100 d-flex align-items-center justify-content-center bg-light py-4 px-3">
      <PageMeta {...PAGE_META.adminLogin} />
      <NoIndex />
      <PageShown />
      <Card className="shadow-sm w-100" style={{ maxWidth: 480 }}>
        <Card.Body className="p-4">
          <p className="mb-1">
            <Link to={ROUTES.home} className="fw-bold text-decoration-none">
              {SITE_NAME}
            </Link>
          </p>
          <h1 className="h3 mb-3">{PAGE_META.adminLogin.title}</h1>
          {isSessionExpiredSearch(location.search) && (
            <Alert variant="warning" role="alert">
              {AUTH_TEXT.sessionExpired}
            </Alert>
          )}
          {notice && (
            <Alert variant="success" onClose={() => setNotice(null)} dismissible closeLabel="Close message">
              {notice}
            </Alert>
          )}
          <h2 className="h5 mb-3" tabIndex={-1} ref={headingRef}>
            {MODE_HEADINGS[mode]}
          </h2>
          {checking ? (
            <PageLoader />
          ) : (
            <>
              {mode === 'login' && (
                <>
                  <LoginForm onLoggedIn={onLoggedIn} />
                  <div className="d-flex flex-wrap justify-content-between mt-3">
                    <Button variant="link" className="px-0" onClick={() => switchTo('reset')}>
                      {ADMIN_LOGIN_TEXT.recoverPassword}
                    </Button>
                    <Button variant="link" className="px-0" onClick={() => switchTo('register')}>
                      {ADMIN_LOGIN_TEXT.registerAdmin}
                    </Button>
                  </div>
                </>
              )}
              {mode === 'reset' && (
                <ForgotPasswordForm
                  onSent={(message) => {
                    toast.success(AUTH_TEXT.resetLinkSent);
                    setNotice(message);
                  }}
                />
              )}
              {mode === 'register' && (
                <RegisterAdminForm
                  onRegistered={(message) => {
                    toast.success(AUTH_TEXT.adminRegistrationSuccessful);
                    switchTo('login', message);
                  }}
                />
              )}
              {mode !== 'login' && (
                <Button variant="link" className="px-0 mt-3" onClick={() => switchTo('login')}>
                  {ADMIN_LOGIN_TEXT.backToLogin}
                </Button>
              )}
            </>
          )}
        </Card.Body>
      </Card>
    </main>
  );
}
