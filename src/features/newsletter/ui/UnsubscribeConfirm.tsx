import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/shared/api';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useUnsubscribeMutation, useUnsubscribeStatusQuery } from '../api/unsubscribeApi';
import { UNSUBSCRIBE_TEXT } from '../model/text';

/**
 * The confirm step of the mail's unsubscribe link: opening the page (a GET, which mail scanners
 * also do) only asks; the button's POST unsubscribes.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const status = useUnsubscribeStatusQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();

  if (!token) return <Alert variant="warning">{UNSUBSCRIBE_TEXT.noToken}</Alert>;
  if (status.isLoading) return <PageLoader />;
  if (status.error) return <Alert variant="danger">{errorMessage(status.error, UNSUBSCRIBE_TEXT.failed)}</Alert>;
  const email = status.data?.email ?? '';

  return (
    <div aria-live="polite">
      {result.data ? (
        <Alert variant="success">
          <p className="mb-1">{UNSUBSCRIBE_TEXT.done(result.data.email)}</p>
          <p className="mb-0">{UNSUBSCRIBE_TEXT.resubscribe}</p>
        </Alert>
      ) : status.data && !status.data.subscribed ? (
        <Alert variant="info">{UNSUBSCRIBE_TEXT.already(email)}</Alert>
      ) : (
        <>
          <p>{UNSUBSCRIBE_TEXT.confirmIntro(email)}</p>
          <Button variant="primary" onClick={() => void unsubscribe(token)} disabled={result.isLoading}>
            {result.isLoading ? UNSUBSCRIBE_TEXT.confirming : UNSUBSCRIBE_TEXT.confirm}
          </Button>
          {result.error && (
            <Alert variant="danger" className="mt-3">
              {errorMessage(result.error, UNSUBSCRIBE_TEXT.failed)}
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
