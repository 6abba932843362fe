import { useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { formatInr } from '@/shared/lib/formatInr';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import {
  cartActions,
  selectCartCount,
  selectCartDrawerOpen,
  selectCartLines,
  selectCartSubtotal,
} from '../model/cartSlice';
import { CART_TEXT } from '../model/text';
import { MAX_LINE_QUANTITY, lineKey } from '../model/types';
import { AlsoLikeList } from './AlsoLikeList';
import { BagLine } from './BagLine';
import { lineLabel } from './lineLabel';
import './bag.scss';

/**
 * The slide-in bag (spec: Screens and routes, States and transitions). react-bootstrap's Offcanvas closes on the overlay, the close
 * button and Escape, keeps focus inside while open and gives it back to what opened it.
 */
export default function BagDrawer() {
  const dispatch = useFeatureDispatch();
  const open = useFeatureSelector(selectCartDrawerOpen);
  const lines = useFeatureSelector(selectCartLines);
  const subtotal = useFeatureSelector(selectCartSubtotal);
  const count = useFeatureSelector(selectCartCount);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => dispatch(cartActions.drawerClosed());

  return (
    <Offcanvas show={open} onHide={close} placement="end" aria-labelledby="bag-title" className="bag-drawer">
      <Offcanvas.Header closeButton closeLabel={CART_TEXT.close} className="border-bottom">
        <Offcanvas.Title as="h2" id="bag-title" className="h5" tabIndex={-1} ref={titleRef}>
          {CART_TEXT.title}
          {count > 0 && <span className="text-body-secondary fw-normal"> ({count})</span>}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {lines.length === 0 ? (
          <p className="text-body-secondary my-3">{CART_TEXT.empty}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={CART_TEXT.title}>
            {lines.map((line) => {
              const key = lineKey(line);
              const label = lineLabel(line);
              return (
                <BagLine
                  key={key}
                  line={line}
                  onIncrease={() => {
                    dispatch(cartActions.quantityIncreased(key));
                    setAnnouncement(CART_TEXT.quantityChanged(label, Math.min(line.quantity + 1, MAX_LINE_QUANTITY)));
                  }}
                  onDecrease={() => {
                    dispatch(cartActions.quantityDecreased(key));
                    setAnnouncement(CART_TEXT.quantityChanged(label, Math.max(line.quantity - 1, 1)));
                  }}
                  onSetQuantity={(quantity) => {
                    dispatch(cartActions.quantitySet({ key, quantity }));
                    setAnnouncement(CART_TEXT.quantityChanged(label, quantity));
                  }}
                  onRemove={() => {
                    dispatch(cartActions.lineRemoved(key));
                    setAnnouncement(CART_TEXT.removed(label));
                    // The removed line's button is gone: keep the keyboard user in the bag.
                    titleRef.current?.focus();
                  }}
                />
              );
            })}
          </ul>
        )}

        {/* Adding announces itself ("Added ... Subtotal ...", see BagAnnouncer). */}
        <AlsoLikeList />

        <div className="bag-drawer__footer mt-auto pt-4">
          <p className="d-flex justify-content-between fw-semibold fs-5 mb-1">
            <span>{CART_TEXT.subtotal}</span>
            <span data-testid="bag-subtotal">{formatInr(subtotal)}</span>
          </p>
          <p className="small text-body-secondary mb-1">{CART_TEXT.checkoutNote}</p>
          <p className="small text-body-secondary">{CART_TEXT.gstIncluded}</p>
          {lines.length > 0 ? (
            <Link to={ROUTES.checkout} className="btn btn-primary w-100" onClick={close}>
              {CART_TEXT.checkout}
            </Link>
          ) : (
            <Link to={ROUTES.products} className="btn btn-outline-primary w-100" onClick={close}>
              {CART_TEXT.continueShopping}
            </Link>
          )}
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
