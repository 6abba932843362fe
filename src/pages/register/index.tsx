import { Link, useLocation } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, GuestOnly, RegisterForm } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { useToast } from '@/shared/ui/toasts';

/** Customer registration; the new customer is logged in and taken back to where they came from. */
export default function RegisterPage() {
  const location = useLocation();
  const toast = useToast();
  return (
    <GuestOnly>
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
        <RegisterForm
          onRegistered={() => toast.success(AUTH_TEXT.registrationSuccessful)}
          prefill={(location.state as { prefill?: Record<string, string> } | null)?.prefill}
        />
      </AuthCard>
    </GuestOnly>
  );
}
