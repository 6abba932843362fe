import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { lazyOverlay } from '@/shared/ui/lazyOverlay';
import type { RefundSubject } from '../model/refundForm';

export interface RefundDialogProps {
  show: boolean;
  /** What the refund is for; the dialog keeps showing the last one while it closes. */
  subject: RefundSubject | null;
  order: Pick<AdminOrderDetail, 'id' | 'orderNumber' | 'paymentMethod'>;
  onClose(): void;
}

/**
 * "Record refund": why, how the money went back and its reference, with what will be refunded
 * shown before staff confirm. The modal's code loads the first time it opens.
 */
export const RefundDialog = lazyOverlay<RefundDialogProps>(
  () => import(/* webpackChunkName: "order-admin-refund" */ './RefundDialogModal'),
);
