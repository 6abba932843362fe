import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatOrderStatus, isCancellable } from '@/features/orders';
import { errorMessage } from '@/shared/api';
import type { AdminOrderDetail, OrderAction } from '@/shared/contract/adminOrder';
import { ORDER_STATUS, SHIPPABLE_ORDER_STATUSES } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/toasts';
import { useChangeOrderMutation } from '../api/orderAdminApi';
import type { RefundSubject } from '../model/refundForm';
import { ORDER_ADMIN_TEXT as T } from '../model/text';
import { OrderSection } from './OrderSection';
import { PaymentHoldControl } from './PaymentHoldControl';
import { RefundDialog } from './RefundDialog';
import { ShipOrderForm } from './ShipOrderForm';

/**
 * What can be done next with the order, offered only when its state allows it (the server
 * decides in the end): mark a UPI order paid or give it more time to pay, ship, deliver,
 * cancel behind a confirmation, or record the refund of a cancelled order that was paid.
 */
export function OrderAdminActions({ order }: { order: AdminOrderDetail }) {
  const [change, { isLoading }] = useChangeOrderMutation();
  const [confirming, setConfirming] = useState(false);
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
      toast.success(T.done[action === 'mark-paid' ? 'markPaid' : action](order.orderNumber));
    } catch (error) {
      setFailure(errorMessage(error, T.updateFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <OrderSection id="order-admin-actions" title={T.sections.actions}>
      {failure && (
        <p className="text-danger" role="alert">
          {failure}
        </p>
      )}
      {canMarkPaid && <PaymentHoldControl order={order} />}
      {canShip && <ShipOrderForm orderId={order.id} onShipped={() => toast.success(T.done.ship(order.orderNumber))} />}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {canMarkPaid && (
          <>
            <Button variant="success" disabled={isLoading} onClick={() => void run('mark-paid')}>
              {T.markPaid}
            </Button>
            <span className="small text-body-secondary">{T.markPaidHint}</span>
          </>
        )}
        {canDeliver && (
          <Button variant="success" disabled={isLoading} onClick={() => void run('deliver')}>
            {T.deliver}
          </Button>
        )}
        {canCancel && (
          <Button variant="danger" disabled={isLoading} onClick={() => setConfirming(true)}>
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
        show={confirming}
        title={T.cancelTitle}
        confirmLabel={T.cancelConfirm}
        cancelLabel={T.cancelKeep}
        variant="danger"
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run('cancel')}
      >
        <p className="mb-0">{T.cancelBody(order.orderNumber)}</p>
      </ConfirmDialog>
      <RefundDialog show={refunding !== null} subject={refunding} order={order} onClose={() => setRefunding(null)} />
    </OrderSection>
  );
}
