import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api';
import { useUnlockAccountMutation } from '../api/authApi';
import { AUTH_TEXT } from '../model/text';

type UnlockState = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * Follows a mailed unlock link once (its token is single use), and says how it went in a live
 * region above the login form: the lock of the account's login budget is lifted, or the link was
 * used, expired or mistyped (the server's words).
 */
export function UnlockNotice({ token }: { token: string }) {
  const [unlockAccount] = useUnlockAccountMutation();
  const [state, setState] = useState<UnlockState>({ kind: 'pending' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also when React runs effects twice in development.
    if (sent.current === token) return;
    sent.current = token;
    setState({ kind: 'pending' });
    unlockAccount({ token })
      .unwrap()
      .then(
        ({ message }) => setState({ kind: 'done', message: message || AUTH_TEXT.accountUnlocked }),
        (error: unknown) => setState({ kind: 'failed', message: errorMessage(error, AUTH_TEXT.unlockFailed) }),
      );
  }, [token, unlockAccount]);

  const tone = state.kind === 'done' ? 'success' : state.kind === 'failed' ? 'danger' : 'info';
  return (
    <div className={`alert alert-${tone}`} role="status" aria-live="polite">
      {state.kind === 'pending' ? AUTH_TEXT.unlocking : state.message}
    </div>
  );
}
