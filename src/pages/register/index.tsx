import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router';
import { PAGE_META } from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, RegisterForm, returnPath, selectSessionStatus, selectUser } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';

/** Customer registration; the new customer is logged in and taken back to where they came from. */
export default function RegisterPage() {
  const location = useLocation();
  const user = useSelector(selectUser);
  const status = useSelector(selectSessionStatus);
  const toast = useToast();

  if (status === 'checking') return <PageLoader />;
  if (user) return <Navigate to={returnPath(location.state, user.role)} replace />;

  return (
    <AuthCard
      meta={PAGE_META.register}
      lead="Track your orders and keep your delivery addresses in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to={ROUTES.login} state={location.state}>
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={() => toast.success(AUTH_TEXT.registrationSuccessful)} />
    </AuthCard>
  );
}
