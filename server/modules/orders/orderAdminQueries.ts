import type { AdminOrderDetail, AdminOrderSummary, OrderAuditEntry } from '../../../src/shared/contract/adminOrder';
import type { AdminOrderSort } from '../../../src/shared/config/backOffice';
import type { PaymentStatus } from '../../../src/shared/config/shop';
import type { AppContext } from '../../context';
import type { OrderEventRecord, OrderRecord } from './tables';
import type { AdminOrderQuery } from './orders.repository';
import { notFound } from '../../platform/lib/httpError';
import type { ListParams } from '../../platform/lib/listParams';
import { ORDER_NOT_FOUND } from './checkout.service';
import { orderAccountService } from './orderAccount.service';

export interface AdminOrderFilters {
  status?: string;
  paymentStatus?: PaymentStatus;
  /** ISO UTC bounds (the route turns IST calendar days into them). */
  from?: string;
  until?: string;
  openReturns?: boolean;
}

const SORT_COLUMN: Record<AdminOrderSort, AdminOrderQuery['sort']> = {
  createdAt: 'orderDate',
  total: 'totalAmount',
  number: 'orderNumber',
};

const toSummary = (order: OrderRecord): AdminOrderSummary => ({
  id: order.id,
  orderNumber: order.orderNumber,
  orderDate: order.orderDate,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  totalAmount: order.totalAmount,
  customerName: order.customerName,
  customerEmail: order.customerEmail,
  customerPhone: order.customerPhone,
  itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
  trackingNumber: order.trackingNumber,
});

const toAudit = (event: OrderEventRecord): OrderAuditEntry => ({
  at: event.at,
  adminId: Number(event.actor.slice('admin:'.length)),
  // Events written before migration 0012 have no e-mail or earlier state recorded.
  adminEmail: event.actorEmail ?? '',
  from: event.fromStatus ?? '',
  to: event.status,
  note: event.note,
});

/** What the back office reads of orders: the list and one order with everything about it. */
export function orderAdminQueries(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'linkKey'>) {
  const account = orderAccountService(ctx);
  return {
    async list(
      filters: AdminOrderFilters,
      params: ListParams<AdminOrderSort>,
    ): Promise<{ items: AdminOrderSummary[]; total: number }> {
      const { rows, total } = await ctx.store.orders.listAdmin({
        ...filters,
        q: params.q,
        sort: SORT_COLUMN[params.sort],
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      });
      return { items: rows.map(toSummary), total };
    },

    async detail(orderId: number): Promise<AdminOrderDetail> {
      const order = await ctx.store.orders.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const [detail, audit, refunds] = await Promise.all([
        account.detailOf(order),
        ctx.store.orderHistory.listAudit(orderId),
        ctx.store.refunds.listForOrder(orderId),
      ]);
      return { ...detail, customerId: order.userId, audit: audit.map(toAudit), refunds };
    },
  };
}
