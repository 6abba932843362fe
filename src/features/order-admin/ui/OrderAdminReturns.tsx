import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/shared/api';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { NEXT_RETURN_STATUSES, type ReturnStatus } from '@/shared/config/shop';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { TableRegion } from '@/shared/ui/TableRegion';
import { useToast } from '@/shared/ui/toasts';
import { useAdvanceReturnMutation } from '../api/orderAdminApi';
import { returnPaidPaise, type RefundSubject } from '../model/refundForm';
import { ORDER_ADMIN_TEXT as T, returnLabel } from '../model/text';
import { OrderSection } from './OrderSection';
import { RefundDialog } from './RefundDialog';

/**
 * The order's returns, each with a button per step the policy allows next (one step at a time,
 * each confirmed first: it mails the customer).
 * An approved return reaches Refunded only by recording its refund (the dialog), never as a plain step.
 */
export function OrderAdminReturns({ order }: { order: AdminOrderDetail }) {
  const [advance, { isLoading, error }] = useAdvanceReturnMutation();
  const [refunding, setRefunding] = useState<RefundSubject | null>(null);
  const [asking, setAsking] = useState<{ id: number; status: ReturnStatus; item: string } | null>(null);
  // Once a step is taken its button is gone: the focus then goes to the section's heading, not back to it.
  const [moved, setMoved] = useState(false);
  const toast = useToast();
  const itemName = (lineNo: number) => order.items.find((item) => item.id === lineNo)?.name ?? `#${lineNo}`;

  const step = async (id: number, status: ReturnStatus) => {
    const result = await advance({ id, orderId: order.id, status });
    setMoved('data' in result);
    setAsking(null);
    if ('data' in result) toast.success(T.done.returnStep(returnLabel(status)));
  };

  return (
    <OrderSection id="order-admin-returns" title={T.sections.returns} focusable>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.updateFailed)}
        </p>
      )}
      {order.returns.length === 0 ? (
        <p>{T.noReturns}</p>
      ) : (
        <TableRegion label={T.tableOf(T.sections.returns)}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{T.returnColumns.item}</th>
                <th scope="col">{T.returnColumns.reason}</th>
                <th scope="col">{T.returnColumns.status}</th>
                <th scope="col">{T.returnColumns.requested}</th>
                <th scope="col">{T.returnColumns.next}</th>
              </tr>
            </thead>
            <tbody>
              {order.returns.map((item) => (
                <tr key={item.id} data-testid={`return-${item.id}`}>
                  <td>{itemName(item.lineNo)}</td>
                  <td className="text-break">{item.reason}</td>
                  <td>{returnLabel(item.status)}</td>
                  <td className="text-nowrap">{formatIstDateTime(item.requestedAt)}</td>
                  <td>
                    {NEXT_RETURN_STATUSES[item.status].length === 0 ? (
                      T.returnFinished
                    ) : (
                      <span className="d-flex flex-wrap gap-2">
                        {NEXT_RETURN_STATUSES[item.status].map((next) =>
                          next === 'refunded' ? (
                            <Button
                              key={next}
                              size="sm"
                              variant="primary"
                              disabled={isLoading}
                              onClick={() =>
                                setRefunding({
                                  target: 'return',
                                  returnId: item.id,
                                  item: itemName(item.lineNo),
                                  paidPaise: returnPaidPaise(order, item),
                                })
                              }
                              aria-label={T.refund.openFor(itemName(item.lineNo))}
                            >
                              {T.refund.open}
                            </Button>
                          ) : (
                            <Button
                              key={next}
                              size="sm"
                              variant="outline-primary"
                              disabled={isLoading}
                              onClick={() => setAsking({ id: item.id, status: next, item: itemName(item.lineNo) })}
                              aria-label={`${T.advanceTo(returnLabel(next))} (${itemName(item.lineNo)})`}
                            >
                              {T.advanceTo(returnLabel(next))}
                            </Button>
                          ),
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <ConfirmDialog
        show={asking !== null}
        title={T.returnStepTitle(asking ? returnLabel(asking.status) : '')}
        confirmLabel={T.returnStepConfirm}
        cancelLabel={T.confirm.keep}
        variant="primary"
        busy={isLoading}
        onConfirm={() => asking && void step(asking.id, asking.status)}
        onCancel={() => {
          setMoved(false);
          setAsking(null);
        }}
        restoreFocus={!moved}
        onExited={() => moved && document.getElementById('order-admin-returns')?.focus()}
      >
        <p className="mb-0">{asking && T.returnStepBody(asking.item, order.orderNumber, returnLabel(asking.status))}</p>
      </ConfirmDialog>
      <RefundDialog show={refunding !== null} subject={refunding} order={order} onClose={() => setRefunding(null)} />
    </OrderSection>
  );
}
