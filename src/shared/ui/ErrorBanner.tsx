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
    <div
      role="alert"
      className={`alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2${onDismiss ? ' alert-dismissible' : ''}`}
    >
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
      {onDismiss && <button type="button" className="btn-close" aria-label="Close alert" onClick={onDismiss} />}
    </div>
  );
}
