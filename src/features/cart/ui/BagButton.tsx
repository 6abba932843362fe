import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { cartActions, selectCartCount, selectCartDrawerOpen } from '../model/cartSlice';
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

/** The header's bag button with the item count; it opens the bag, which it also hosts. */
export function BagButton({ className = '' }: { className?: string }) {
  const dispatch = useFeatureDispatch();
  const count = useSelector(selectCartCount);
  const open = useSelector(selectCartDrawerOpen);
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
          <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-primary" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <BagDrawer />
        </Suspense>
      )}
    </>
  );
}
