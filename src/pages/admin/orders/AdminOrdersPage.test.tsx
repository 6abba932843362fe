import { ORDER_UNDO_SECONDS } from '@/shared/contract/adminOrder';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOTALS_TEXT } from '@/features/cart';
import { ORDER_ADMIN_TEXT as T } from '@/features/order-admin';
import { SHIPPING_MESSAGES, type AdminOrderDetail, type AdminOrderSummary } from '@/shared/contract/adminOrder';
import { RETURN_STATUS_LABELS } from '@/shared/config/shop';
import { installFakeApi, fail, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminOrdersPage from './index';

jest.setTimeout(20_000);

const summary: AdminOrderSummary = {
  id: 7,
  orderNumber: 'UE-20250901-00007',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'awaiting payment',
  paymentMethod: 'upi',
  paymentStatus: 'awaiting_payment',
  totalAmount: 2499,
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  customerPhone: '+91 98765 43210',
  itemCount: 2,
  trackingNumber: null,
};

const detail: AdminOrderDetail = {
  ...summary,
  items: [{ id: 1, productId: 102, name: 'Brass diya set', quantity: 2, imageUrl: '/x.jpg', price: 1199.5 }],
  subtotal: 2399,
  shippingCost: 100,
  discount: 0,
  discountCode: null,
  deliveryMethod: 'standard',
  paidAt: null,
  // 15:00 IST, half an hour after it was placed.
  payBy: '2025-09-01T09:30:00.000Z',
  tax: null,
  taxDocuments: [],
  refunds: [],
  shippingAddress: {
    recipientName: 'Asha Verma',
    recipientPhone: '98765 43210',
    street: '12 Lodhi Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
  },
  courierName: null,
  shippedAt: null,
  deliveredAt: null,
  events: [{ at: '2025-09-01T09:00:00.000Z', status: 'awaiting payment', note: 'Order placed (UPI)' }],
  returns: [],
  returnRequests: [],
  returnWindows: [],
  customerId: 2,
  audit: [],
};

function renderOrders(route: string, current: AdminOrderDetail = detail) {
  let order = current;
  const api = installFakeApi({
    'GET /api/admin/orders': () => okList([summary], 41),
    'GET /api/admin/orders/7': () => ok(order),
    'POST /api/admin/orders/7/mark-paid': () => {
      order = {
        ...order,
        status: 'pending',
        paymentStatus: 'paid',
        paidAt: '2025-09-01T10:00:00.000Z',
        audit: [
          {
            at: '2025-09-01T10:00:00.000Z',
            adminId: 1,
            adminEmail: 'admin@example.com',
            from: 'awaiting payment',
            to: 'paid',
            note: 'Payment received',
          },
        ],
      };
      return ok(order);
    },
    'POST /api/admin/orders/7/ship': (call) => {
      const body = call.body as { trackingNumber: string; courierName: string };
      if (body.trackingNumber === 'TAKEN-1')
        return fail(409, 'This tracking number belongs to another order', {
          trackingNumber: ['This tracking number belongs to another order'],
        });
      order = { ...order, status: 'shipped', ...body };
      return ok(order);
    },
    'POST /api/admin/orders/7/payment-hold': (call) => {
      // The second extension finds the order lapsed meanwhile.
      if (order.payBy !== current.payBy) return fail(409, 'This order is cancelled, not awaiting payment');
      const { minutes } = call.body as { minutes: number };
      order = { ...order, payBy: new Date(Date.parse(order.payBy!) + minutes * 60_000).toISOString() };
      return ok(order);
    },
    'POST /api/admin/orders/7/cancel': () => ok((order = { ...order, status: 'cancelled' })),
    'POST /api/admin/orders/7/deliver': () => ok((order = { ...order, status: 'delivered' })),
    'POST /api/admin/orders/7/undo': () => ok((order = { ...order, status: 'shipped' })),
    'POST /api/admin/orders/7/undo/release': () => ok(order),
    'POST /api/admin/returns/3/advance': (call) => {
      const status = (call.body as { status: 'item_received' }).status;
      order = { ...order, returns: [{ ...order.returns[0], status }] };
      return ok(order.returns[0]);
    },
  });
  const view = renderWithProviders(<AdminOrdersPage />, {
    route,
    path: '/admin/orders',
    extraRoutes: { '/admin/orders/:id': <AdminOrdersPage /> },
  });
  return { api, ...view };
}

beforeEach(() => sessionStorage.clear());

describe('the admin order list', () => {
  it('shows each order with its customer, status, payment and total, and the total count', async () => {
    const { api } = renderOrders('/admin/orders');
    const table = await screen.findByRole('table', { name: T.caption });
    // The table is drawn with a "Loading…" row first; wait for the order itself.
    await within(table).findByRole('link', { name: summary.orderNumber });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: summary.orderNumber })).toHaveAttribute('href', '/admin/orders/7');
    expect(within(row).getByText('1 Sept 2025, 2:30 pm IST')).toBeInTheDocument();
    expect(within(row).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(row).getByText('UPI: awaiting payment')).toBeInTheDocument();
    expect(within(row).getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 41')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/orders')[0].query)).toEqual({
      _page: '1',
      _limit: '20',
      _sort: 'createdAt',
      _order: 'desc',
    });
  });

  it('searches, filters by status, payment, open returns and days, and sorts, all sent to the server from the URL', async () => {
    const { api } = renderOrders('/admin/orders?sort=total&order=asc');
    await screen.findByRole('table', { name: T.caption });
    await userEvent.selectOptions(screen.getByLabelText(T.statusFilter), 'Shipped');
    await userEvent.selectOptions(screen.getByLabelText(T.paymentFilter), 'Paid');
    await userEvent.selectOptions(screen.getByLabelText(T.returnsFilter), T.openReturns);
    await userEvent.type(screen.getByLabelText(T.fromFilter), '2025-09-01');
    await userEvent.type(screen.getByLabelText(T.toFilter), '2025-09-30');
    await userEvent.type(screen.getByRole('searchbox', { name: T.search }), 'UE-2025{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({
        _page: '1',
        _limit: '20',
        _sort: 'total',
        _order: 'asc',
        status: 'shipped',
        paymentStatus: 'paid',
        returns: 'open',
        from: '2025-09-01',
        to: '2025-09-30',
        q: 'UE-2025',
      }),
    );
  });
});

describe('the admin order page', () => {
  it('shows items, customer, address, payment and timeline, and marks a UPI order paid', async () => {
    const { api } = renderOrders('/admin/orders/7');
    expect(await screen.findByRole('heading', { name: T.orderHeading('UE-20250901-00007') })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: T.sections.items });
    expect(within(items).getByText('Brass diya set')).toBeInTheDocument();
    expect(within(items).getByRole('row', { name: `${TOTALS_TEXT.total} ₹2,499` })).toBeInTheDocument();
    expect(screen.getByText(T.account(2))).toBeInTheDocument();
    expect(screen.getByText(/12 Lodhi Road, New Delhi, Delhi 110003/)).toBeInTheDocument();
    expect(screen.getByText('Order placed (UPI)')).toBeInTheDocument();
    expect(screen.getByText(T.auditEmpty)).toBeInTheDocument();
    // Awaiting payment: not shippable yet, and nothing to deliver.
    expect(screen.queryByRole('form', { name: T.shipHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.deliver })).not.toBeInTheDocument();

    // Marking paid mails the invoice: it asks first, saying so and that it cannot be undone.
    await userEvent.click(screen.getByRole('button', { name: T.markPaid }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm.markPaidTitle });
    expect(dialog).toHaveTextContent(T.confirm.markPaidBody('UE-20250901-00007'));
    expect(api.callsTo('POST', '/api/admin/orders/7/mark-paid')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm.markPaidConfirm }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/orders/7/mark-paid')).toHaveLength(1));
    const audit = await screen.findByRole('table', { name: T.auditCaption });
    expect(within(audit).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(audit).getByText('awaiting payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.markPaid })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: T.shipHeading })).toBeInTheDocument();
  });

  it('ships with a courier and tracking number, the errors under the fields', async () => {
    const { api } = renderOrders('/admin/orders/7', {
      ...detail,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'due_on_delivery',
    });
    const form = await screen.findByRole('form', { name: T.shipHeading });
    await userEvent.click(within(form).getByRole('button', { name: T.ship }));
    expect(await screen.findByText(SHIPPING_MESSAGES.courierRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(T.courierName))).toHaveAccessibleDescription(
      SHIPPING_MESSAGES.courierRequired,
    );
    await userEvent.type(screen.getByLabelText(new RegExp(T.courierName)), 'Delhivery');
    await userEvent.type(screen.getByLabelText(new RegExp(T.trackingNumber)), 'no spaces!');
    await userEvent.click(within(form).getByRole('button', { name: T.ship }));
    expect(await screen.findByText(SHIPPING_MESSAGES.trackingInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(new RegExp(T.trackingNumber)));
    await userEvent.type(screen.getByLabelText(new RegExp(T.trackingNumber)), 'TAKEN-1');
    await userEvent.click(within(form).getByRole('button', { name: T.ship }));
    expect(await screen.findByText('This tracking number belongs to another order')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(new RegExp(T.trackingNumber)));
    await userEvent.type(screen.getByLabelText(new RegExp(T.trackingNumber)), 'DLV-1001');
    await userEvent.click(within(form).getByRole('button', { name: T.ship }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/orders/7/ship').at(-1)!.body).toEqual({
        courierName: 'Delhivery',
        trackingNumber: 'DLV-1001',
      }),
    );
    expect(await screen.findByRole('button', { name: T.deliver })).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('shipped');
    // Shipping can be undone for a short time: the mail waits.
    expect(screen.getByRole('status')).toHaveTextContent(
      T.undo.pending('UE-20250901-00007', T.undo.shipped, ORDER_UNDO_SECONDS),
    );
  });

  it('marks delivered only after a confirmation naming the consequence, then offers Undo, which puts it back', async () => {
    const { api } = renderOrders('/admin/orders/7', { ...detail, status: 'shipped', paymentMethod: 'cod' });
    await userEvent.click(await screen.findByRole('button', { name: T.deliver }));
    const dialog = await screen.findByRole('dialog', { name: T.confirm.deliverTitle });
    expect(dialog).toHaveTextContent(T.confirm.deliverBody('UE-20250901-00007', ORDER_UNDO_SECONDS));
    expect(api.callsTo('POST', '/api/admin/orders/7/deliver')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm.keep }));
    expect(api.callsTo('POST', '/api/admin/orders/7/deliver')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: T.deliver }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm.deliverConfirm }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/orders/7/deliver')).toHaveLength(1));
    const undo = await screen.findByRole('button', { name: T.undo.button });
    await waitFor(() => expect(undo).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('delivered'));
    await userEvent.click(undo);
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/orders/7/undo')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('shipped'));
    expect(screen.queryByRole('button', { name: T.undo.button })).not.toBeInTheDocument();
  });

  it('sends the held delivery e-mail at once from the undo offer, which then closes', async () => {
    const { api } = renderOrders('/admin/orders/7', { ...detail, status: 'shipped', paymentMethod: 'cod' });
    await userEvent.click(await screen.findByRole('button', { name: T.deliver }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm.deliverConfirm }),
    );
    const sendNow = await screen.findByRole('button', { name: T.undo.sendNow });
    expect(api.callsTo('POST', '/api/admin/orders/7/undo/release')).toHaveLength(0);
    await userEvent.click(sendNow);
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/orders/7/undo/release')).toHaveLength(1));
    expect(await screen.findByText(T.undo.sent('UE-20250901-00007', T.undo.delivered))).toBeVisible();
    expect(screen.queryByRole('button', { name: T.undo.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.undo.sendNow })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: T.sections.actions })).toHaveFocus());
    expect(api.callsTo('POST', '/api/admin/orders/7/undo')).toHaveLength(0);
  });

  it('cancels only after the confirmation', async () => {
    const { api } = renderOrders('/admin/orders/7');
    await userEvent.click(await screen.findByRole('button', { name: T.cancel }));
    const dialog = await screen.findByRole('dialog', { name: T.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancelKeep }));
    expect(api.callsTo('POST', '/api/admin/orders/7/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: T.cancel }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.cancelConfirm }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/orders/7/cancel')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('admin-order-status')).toHaveTextContent('cancelled'));
    expect(screen.getByText(T.noActions)).toBeInTheDocument();
  });

  it('moves a return to its next step with a button per allowed step, each after a confirmation', async () => {
    const delivered: AdminOrderDetail = {
      ...detail,
      status: 'delivered',
      paymentStatus: 'paid',
      returns: [
        {
          id: 3,
          lineNo: 1,
          requestId: 3,
          quantity: 2,
          reason: 'Chipped',
          status: 'requested',
          requestedAt: '2025-09-05T09:00:00.000Z',
          updatedAt: '2025-09-05T09:00:00.000Z',
        },
      ],
    };
    const { api } = renderOrders('/admin/orders/7', delivered);
    const row = await screen.findByTestId('return-3');
    expect(within(row).getByText(RETURN_STATUS_LABELS.requested)).toBeInTheDocument();
    const next = within(row).getByRole('button', {
      name: `${T.advanceTo(RETURN_STATUS_LABELS.item_received)} (Brass diya set)`,
    });
    // Each step mails the customer: it asks first, naming the item, the order and the step.
    await userEvent.click(next);
    let dialog = await screen.findByRole('dialog', { name: T.returnStepTitle(RETURN_STATUS_LABELS.item_received) });
    expect(dialog).toHaveTextContent(
      T.returnStepBody('Brass diya set', 'UE-20250901-00007', RETURN_STATUS_LABELS.item_received),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirm.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/returns/3/advance')).toHaveLength(0);
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.click(next);
    dialog = await screen.findByRole('dialog', { name: T.returnStepTitle(RETURN_STATUS_LABELS.item_received) });
    await userEvent.click(within(dialog).getByRole('button', { name: T.returnStepConfirm }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/returns/3/advance')[0].body).toEqual({ status: 'item_received' }),
    );
    expect(
      await within(row).findByRole('button', {
        name: `${T.advanceTo(RETURN_STATUS_LABELS.quality_check)} (Brass diya set)`,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: T.sections.returns })).toHaveFocus());
  });

  it('shows when a UPI order must be paid by and extends it by the time chosen', async () => {
    const { api } = renderOrders('/admin/orders/7');
    const form = await screen.findByRole('form', { name: T.paymentHold.heading });
    expect(within(form).getByTestId('admin-pay-by')).toHaveTextContent(
      `${T.paymentHold.payBy} 15:00 IST on 1 September`,
    );
    const select = within(form).getByRole('combobox', { name: T.paymentHold.extendBy });
    expect(select).toHaveAccessibleDescription(T.paymentHold.hint);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15 minutes', '30 minutes', '1 hour', '2 hours', '4 hours', '1 day', '3 days', '7 days']);
    await userEvent.selectOptions(select, '1 day');
    // Extending mails the customer: it asks first, naming the order, and sends nothing until confirmed.
    await userEvent.click(within(form).getByRole('button', { name: T.paymentHold.extend }));
    let dialog = await screen.findByRole('dialog', { name: T.paymentHold.confirmTitle });
    expect(dialog).toHaveTextContent(/Extends the hold of order UE-20250901-00007 to \d\d:\d\d IST/);
    expect(dialog).toHaveTextContent('mails the customer the new pay-by time');
    await userEvent.click(within(dialog).getByRole('button', { name: T.paymentHold.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/orders/7/payment-hold')).toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: T.paymentHold.extend }));
    dialog = await screen.findByRole('dialog', { name: T.paymentHold.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.paymentHold.confirmAction }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/orders/7/payment-hold')[0].body).toEqual({ minutes: 24 * 60 }),
    );
    expect(await screen.findByText(T.paymentHold.done(detail.orderNumber, '15:00 IST on 2 September'))).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('admin-pay-by')).toHaveTextContent('15:00 IST on 2 September'));

    await userEvent.click(screen.getByRole('button', { name: T.paymentHold.extend }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: T.paymentHold.confirmAction }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is cancelled, not awaiting payment');
  });

  it('offers no more time to an order that is not awaiting payment', async () => {
    renderOrders('/admin/orders/7', { ...detail, status: 'cancelled' });
    await screen.findByTestId('admin-order-status');
    expect(screen.queryByRole('form', { name: T.paymentHold.heading })).not.toBeInTheDocument();
  });

  it('says so for an address that is not an order number', async () => {
    renderOrders('/admin/orders/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.orderFailed);
  });
});
