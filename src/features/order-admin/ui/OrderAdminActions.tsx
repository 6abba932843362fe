import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatOrderStatus, isCancellable } from '@/features/orders';
import { errorMessage } from '@/shared/api';
import { ORDER_UNDO_SECONDS, type AdminOrderDetail, type OrderAction } from '@/shared/contract/adminOrder';
import { ORDER_STATUS, SHIPPABLE_ORDER_STATUSES } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/toasts';
import { useChangeOrderMutation, useReleaseOrderUndoMutation } from '../api/orderAdminApi';
import type { RefundSubject } from '../model/refundForm';
import { ORDER_ADMIN_TEXT as T } from '../model/text';
import { OrderSection } from './OrderSection';
import { PaymentHoldControl } from './PaymentHoldControl';
import { RefundDialog } from './RefundDialog';
import { ShipOrderForm } from './ShipOrderForm';
import { UndoBar, type UndoOffer } from './UndoBar';

/** The steps behind a confirmation here: each names what it does and whether it can be undone. */
type ConfirmedAction = Exclude<OrderAction, 'undo'>;

/**
 * What can be done next with the order, offered only when its state allows it (the server
 * decides in the end): mark a UPI order paid or give it more time to pay, ship, deliver, cancel
 * or record the refund of a cancelled order that was paid. Every step that mails the customer or
 * moves money or stock asks first, naming its consequence; shipping and delivering can then be
 * undone for ORDER_UNDO_SECONDS (their mail waits that long).
 */
export function OrderAdminActions({ order }: { order: AdminOrderDetail }) {
  const [change, changing] = useChangeOrderMutation();
  const [release, releasing] = useReleaseOrderUndoMutation();
  const isLoading = changing.isLoading || releasing.isLoading;
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const status = formatOrderStatus(order.status);
  const canMarkPaid =
    order.paymentMethod === 'upi' &&
    order.paymentStatus === 'awaiting_payment' &&
    status === ORDER_STATUS.awaitingPayment;
  const canShip = (SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(status);
  const canDeliver = status === ORDER_STATUS.shipped;
  const canCancel = isCancellable(order.status);
  const canRefund = status === ORDER_STATUS.cancelled && order.paymentStatus === 'paid';
  const [refunding, setRefunding] = useState<RefundSubject | null>(null);

  const run = async (action: OrderAction) => {
    setFailure(null);
    try {
      await change({ id: order.id, action }).unwrap();
      if (action === 'deliver') setUndoOffer({ orderNumber: order.orderNumber, step: 'delivered' });
      else {
        if (action === 'undo') setUndoOffer(null);
        toast.success(T.done[action === 'mark-paid' ? 'markPaid' : action](order.orderNumber));
      }
    } catch (error) {
      if (action === 'undo') setUndoOffer(null);
      setFailure(errorMessage(error, T.updateFailed));
    } finally {
      setConfirming(null);
    }
  };

  // The held mail goes now; the bar (and its focused button) goes, so the focus moves to the section's heading.
  const sendNow = async (offer: UndoOffer) => {
    setFailure(null);
    try {
      await release(order.id).unwrap();
      toast.success(T.undo.sent(offer.orderNumber, T.undo[offer.step]));
    } catch (error) {
      setFailure(errorMessage(error, T.updateFailed));
    } finally {
      setUndoOffer(null);
      window.setTimeout(() => document.getElementById('order-admin-actions')?.focus());
    }
  };

  const dialogs: Record<
    ConfirmedAction,
    { title: string; body: string; confirm: string; variant: 'danger' | 'primary' }
  > = {
    'mark-paid': {
      title: T.confirm.markPaidTitle,
      body: T.confirm.markPaidBody(order.orderNumber),
      confirm: T.confirm.markPaidConfirm,
      variant: 'primary',
    },
    deliver: {
      title: T.confirm.deliverTitle,
      body: T.confirm.deliverBody(order.orderNumber, ORDER_UNDO_SECONDS),
      confirm: T.confirm.deliverConfirm,
      variant: 'primary',
    },
    cancel: {
      title: T.cancelTitle,
      body: T.cancelBody(order.orderNumber),
      confirm: T.cancelConfirm,
      variant: 'danger',
    },
  };
  const dialog = dialogs[confirming ?? 'cancel'];

  return (
    <OrderSection id="order-admin-actions" title={T.sections.actions} focusable>
      {failure && (
        <p className="text-danger" role="alert">
          {failure}
        </p>
      )}
      {undoOffer && (
        <UndoBar
          offer={undoOffer}
          busy={isLoading}
          onUndo={() => void run('undo')}
          onSendNow={() => void sendNow(undoOffer)}
          onExpire={() => setUndoOffer(null)}
          buttonRef={undoButton}
        />
      )}
      {canMarkPaid && <PaymentHoldControl order={order} />}
      {canShip && (
        <ShipOrderForm
          orderId={order.id}
          onShipped={() => {
            setUndoOffer({ orderNumber: order.orderNumber, step: 'shipped' });
            window.setTimeout(() => undoButton.current?.focus());
          }}
        />
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {canMarkPaid && (
          <>
            <Button variant="success" disabled={isLoading} onClick={() => setConfirming('mark-paid')}>
              {T.markPaid}
            </Button>
            <span className="small text-body-secondary">{T.markPaidHint}</span>
          </>
        )}
        {canDeliver && (
          <Button variant="success" disabled={isLoading} onClick={() => setConfirming('deliver')}>
            {T.deliver}
          </Button>
        )}
        {canCancel && (
          <Button variant="danger" disabled={isLoading} onClick={() => setConfirming('cancel')}>
            {T.cancel}
          </Button>
        )}
        {canRefund && (
          <>
            <Button
              variant="primary"
              onClick={() => setRefunding({ target: 'order', paidPaise: Math.round(order.totalAmount * 100) })}
            >
              {T.refund.open}
            </Button>
            <span className="small text-body-secondary">{T.refund.orderHint(formatInr(order.totalAmount))}</span>
          </>
        )}
        {!canMarkPaid && !canShip && !canDeliver && !canCancel && !canRefund && <p className="mb-0">{T.noActions}</p>}
      </div>
      <ConfirmDialog
        show={confirming !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        cancelLabel={confirming === 'cancel' ? T.cancelKeep : T.confirm.keep}
        variant={dialog.variant}
        busy={isLoading}
        // After a step that offers Undo, the focus goes to Undo (UndoBar), not back to the gone button.
        restoreFocus={!undoOffer}
        onExited={() => undoButton.current?.focus()}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void run(confirming)}
      >
        <p className="mb-0">{dialog.body}</p>
      </ConfirmDialog>
      <RefundDialog show={refunding !== null} subject={refunding} order={order} onClose={() => setRefunding(null)} />
    </OrderSection>
  );
}
