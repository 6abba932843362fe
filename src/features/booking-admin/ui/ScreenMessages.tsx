import { errorMessage } from '@/shared/api';
import { BOOKING_ADMIN_TEXT as T } from '../model/text';

/** The outcome of the last action (a live status line) and a loading error, if any. */
export function ScreenMessages({ done, error }: { done: string; error: unknown }) {
  return (
    <>
      <p className="small" role="status">
        {done}
      </p>
      {error ? (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.loadFailed)}
        </p>
      ) : null}
    </>
  );
}
