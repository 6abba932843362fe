import { Link, useNavigate, useSearchParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, ResetPasswordForm, selectIsLoggedIn } from '@/features/auth';
import { sessionEnded } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { useToast } from '@/shared/ui/toasts';

const askAgain = <Link to={ROUTES.forgotPassword}>Ask for a new link</Link>;

/**
 * The page of the mailed link `/reset-password?token=...`. A successful reset ends every session
 * of the account on the server, so a session in this browser is cleared too before logging in.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const loggedIn = useFeatureSelector(selectIsLoggedIn);
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <AuthCard
      meta={PAGE_META.resetPassword}
      lead="Choose a new password for your account."
      footer={<Link to={ROUTES.login}>Back to login</Link>}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          invalidTokenHelp={askAgain}
          onReset={() => {
            if (loggedIn) dispatch(sessionEnded({ reason: 'logout' }));
            toast.success(AUTH_TEXT.passwordResetSuccessful);
            navigate(ROUTES.login, { replace: true });
          }}
        />
      ) : (
        <div className="alert alert-warning" role="alert">
          {AUTH_TEXT.resetLinkMissing} {askAgain}
        </div>
      )}
    </AuthCard>
  );
}
