import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface ErrorBannerProps {
  message: string;
  /** Offers "Try again" (e.g. a failed list fetch). */
  onRetry?: () => void;
  /** Lets the reader close it (e.g. a failed save they have read). */
  onDismiss?: () => void;
}

/** A page section's error, announced at once, optionally with a retry or a close button. */
export function ErrorBanner({ message, onRetry, onDismiss }: ErrorBannerProps) {
  return (
    <Alert
      variant="danger"
      role="alert"
      dismissible={onDismiss !== undefined}
      onClose={onDismiss}
      className="d-flex flex-wrap align-items-center justify-content-between gap-2"
    >
      <span>{message}</span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
