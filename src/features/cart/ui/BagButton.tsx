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
  const { pathname } = useLocation();
  // The page the drawer was last opened on. It stays mounted there once loaded (it animates out
  // and gives focus back), but leaves at once with that page: in the same render as the next page,
  // not by a closing animation running while the page changes (pressing Checkout while the bag
  // still slid in left the drawer and its backdrop on the new page, blocking scroll and clicks).
  // (A state imported with the bag open, QA replay, opens it on the page shown.)
  const [openedOn, setOpenedOn] = useState(open ? pathname : null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenedOn(pathname);
  }

  // Going to another page (the browser's back button included) closes the bag. Only a change
  // closes it.
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
      {openedOn === pathname && (
        <Suspense fallback={null}>
          <BagDrawer />
        </Suspense>
      )}
    </>
  );
}
