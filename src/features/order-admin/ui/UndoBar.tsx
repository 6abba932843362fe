import { useEffect, useRef, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import { ORDER_UNDO_SECONDS } from '@/shared/contract/adminOrder';
import { ORDER_ADMIN_TEXT as T } from '../model/text';

export interface UndoOffer {
  orderNumber: string;
  step: 'shipped' | 'delivered';
}

/**
 * Right after a step that only moved the order (shipped, delivered): says the customer's mail is
 * held back and offers Undo until the server's window closes (it decides in the end: a late undo
 * is refused), or "Send the e-mail now" to let the mail go at once (which ends the offer).
 * Announced politely; `buttonRef` lets the caller move the focus to Undo (after its confirmation
 * dialog has closed, whose focus trap would take it back otherwise).
 */
export function UndoBar({
  offer,
  busy,
  onUndo,
  onSendNow,
  onExpire,
  buttonRef,
}: {
  offer: UndoOffer;
  buttonRef: RefObject<HTMLButtonElement>;
  busy: boolean;
  onUndo: () => void;
  onSendNow: () => void;
  onExpire: () => void;
}) {
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    // A second early, so an Undo clicked at the very end is not refused by the server.
    const timer = window.setTimeout(() => expire.current(), (ORDER_UNDO_SECONDS - 1) * 1000);
    return () => window.clearTimeout(timer);
  }, [offer]);
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2" role="status">
      <span>{T.undo.pending(offer.orderNumber, T.undo[offer.step], ORDER_UNDO_SECONDS)}</span>
      <Button ref={buttonRef} size="sm" variant="outline-dark" disabled={busy} onClick={onUndo}>
        {T.undo.button}
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onSendNow}>
        {T.undo.sendNow}
      </Button>
    </div>
  );
}
