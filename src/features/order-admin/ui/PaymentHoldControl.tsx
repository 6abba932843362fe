import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '@/shared/api';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/toasts';
import { useExtendPaymentHoldMutation } from '../api/orderAdminApi';
import { extensionOptions } from '../model/paymentHold';
import { ORDER_ADMIN_TEXT } from '../model/text';

const T = ORDER_ADMIN_TEXT.paymentHold;

/**
 * The pay-by time of an order awaiting payment and "Extend by" to give the customer more time
 * (the server counts from the pay-by, or from now once it has passed, and mails the customer).
 */
export function PaymentHoldControl({ order }: { order: Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'payBy'> }) {
  const [extend, { isLoading }] = useExtendPaymentHoldMutation();
  const [minutes, setMinutes] = useState(extensionOptions[2].value);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const ids = { heading: useId(), select: useId(), hint: useId() };

  // The new pay-by as the server computes it: from the current pay-by, or from now once it has passed.
  const newPayBy = () => {
    const from = Math.max(order.payBy ? Date.parse(order.payBy) : 0, Date.now());
    return formatIstTime(new Date(from + Number(minutes) * 60_000).toISOString(), Date.now());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setAsking(true);
  };

  const confirm = async () => {
    try {
      const updated = await extend({ id: order.id, minutes: Number(minutes) }).unwrap();
      toast.success(T.done(order.orderNumber, updated.payBy ? formatIstTime(updated.payBy, Date.now()) : ''));
    } catch (error) {
      setFailure(errorMessage(error, ORDER_ADMIN_TEXT.updateFailed));
    } finally {
      setAsking(false);
    }
  };

  return (
    <form aria-labelledby={ids.heading} className="border rounded p-3 mb-3" onSubmit={submit}>
      <h3 id={ids.heading} className="h6">
        {T.heading}
      </h3>
      {order.payBy && (
        <p className="mb-1" data-testid="admin-pay-by">
          {T.payBy} <time dateTime={order.payBy}>{formatIstTime(order.payBy, Date.now())}</time>
        </p>
      )}
      <p id={ids.hint} className="small text-body-secondary">
        {T.hint}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label htmlFor={ids.select} className="form-label mb-1">
            {T.extendBy}
          </label>
          <select
            id={ids.select}
            className="form-select"
            value={minutes}
            aria-describedby={ids.hint}
            onChange={(event) => setMinutes(event.target.value)}
          >
            {extensionOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline-primary" disabled={isLoading}>
          {T.extend}
        </Button>
      </div>
      {failure && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        title={T.confirmTitle}
        confirmLabel={T.confirmAction}
        cancelLabel={T.keep}
        variant="primary"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">{T.confirmBody(order.orderNumber, asking ? newPayBy() : '')}</p>
      </ConfirmDialog>
    </form>
  );
}
