import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { formatInr } from '@/shared/lib/formatInr';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import {
  cartActions,
  selectCartCount,
  selectCartDrawerOpen,
  selectCartSubtotal,
  selectLastAdded,
} from '../model/cartSlice';
import { CART_TEXT } from '../model/text';

// The drawer (Offcanvas, its styles, the You may also like pictures) loads the first time it opens.
const BagDrawer = lazy(() => import(/* webpackChunkName: "bag-drawer" */ './BagDrawer'));

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 7h12l1 14H5L6 7Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 9V6a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Says politely what was just added and the new subtotal, wherever it was added from (a product
 * page, You may also like, the wishlist). It lives in the header, so it is there before the bag
 * opens; a new node per addition makes a repeat of the same text heard again.
 */
function BagAnnouncer() {
  const lastAdded = useFeatureSelector(selectLastAdded);
  const subtotal = useFeatureSelector(selectCartSubtotal);
  return (
    <span className="visually-hidden" role="status" aria-live="polite" data-testid="bag-announcer">
      {lastAdded && <span key={lastAdded.seq}>{CART_TEXT.addedWithSubtotal(lastAdded.name, formatInr(subtotal))}</span>}
    </span>
  );
}

/** The header's bag button with the item count; it opens the bag, which it also hosts. */
export function BagButton({ className = '' }: { className?: string }) {
  const dispatch = useFeatureDispatch();
  const count = useFeatureSelector(selectCartCount);
  const open = useFeatureSelector(selectCartDrawerOpen);
  const [everOpened, setEverOpened] = useState(false);
  if (open && !everOpened) setEverOpened(true);

  // Going to another page (the browser's back button included) closes the bag. Only a change
  // closes it: a state imported with the bag open (QA replay) shows it open.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(cartActions.drawerClosed());
  }, [pathname, dispatch]);

  return (
    <>
      <button
        type="button"
        className={`btn btn-link text-body position-relative p-2 ${className}`}
        aria-label={CART_TEXT.openBag(count)}
        aria-haspopup="dialog"
        onClick={() => dispatch(cartActions.drawerOpened())}
      >
        <BagIcon />
        {count > 0 && (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-primary"
            aria-hidden="true"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <BagAnnouncer />
      {everOpened && (
        <Suspense fallback={null}>
          <BagDrawer />
        </Suspense>
      )}
    </>
  );
}
