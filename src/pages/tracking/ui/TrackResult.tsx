import { lazy, Suspense } from 'react';
import { errorMessage, errorStatus } from '@/shared/api';
import type { TrackResult as TrackAnswer } from '@/shared/contract/orderTracking';
import { TRACKING_MESSAGES } from '@/shared/config/tracking';
import { TRACK_TEXT } from '../text';

// The timeline's code is prefetched once the page is idle, so it is there when a result arrives;
// the page's first render stays within the script budget.
const TrackedOrderView = lazy(
  () => import(/* webpackChunkName: "tracked-order", webpackPrefetch: true */ './TrackedOrderView'),
);

/**
 * What the lookup found, in a live region: the order's status and timeline (a courier number's:
 * the status only), or the one neutral
 * message (a 404 says nothing about which part was wrong; other failures say so).
 */
export function TrackResult({ loading, order, error }: { loading: boolean; order?: TrackAnswer; error?: unknown }) {
  const notFound = errorStatus(error) === 404;
  return (
    <div aria-live="polite" className="mt-4" data-testid="track-result">
      {loading && <p>{TRACK_TEXT.searching}</p>}
      {!loading && error !== undefined && (
        <div className="alert alert-warning" role="alert">
          {notFound ? TRACKING_MESSAGES.notFound : errorMessage(error, TRACK_TEXT.failed)}
        </div>
      )}
      {!loading && order && (
        <Suspense fallback={<p>{TRACK_TEXT.searching}</p>}>
          <TrackedOrderView order={order} />
        </Suspense>
      )}
    </div>
  );
}
