import { useState } from 'react';
import { Link } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { AUTH_TEXT, AuthCard, ForgotPasswordForm } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { useToast } from '@/shared/ui/toasts';

/** Asks for a reset link; once sent, says so and offers to send another. */
export default function ForgotPasswordPage() {
  const toast = useToast();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <AuthCard
      meta={PAGE_META.forgotPassword}
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<Link to={ROUTES.login}>Back to login</Link>}
    >
      {sentMessage ? (
        <>
          <div className="alert alert-success" role="status">
            {sentMessage} The link works once, within 30 minutes.
          </div>
          <button type="button" className="btn btn-outline-primary w-100" onClick={() => setSentMessage(null)}>
            Send another link
          </button>
        </>
      ) : (
        <ForgotPasswordForm
          onSent={(message) => {
            toast.success(AUTH_TEXT.resetLinkSent);
            setSentMessage(message);
          }}
        />
      )}
    </AuthCard>
  );
}
