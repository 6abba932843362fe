import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_RETURNS_TEXT, ORDER_TEXT } from '@/features/orders';
import type { OrderDetail } from '@/shared/contract/order';
import { ROUTES } from '@/shared/config/routes';
import { fail, formDataOf, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import OrderDetailPage from '.';
import { TOTALS_TEXT } from '@/features/cart';
import { taxFor } from '@/test/taxFixtures';

const DAY = 24 * 60 * 60_000;
const base: OrderDetail = {
  id: 9,
  orderNumber: 'UE-20250901-00009',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'pending',
  totalAmount: 2937,
  tax: null,
  taxDocuments: [],
  items: [
    { id: 1, productId: 102, name: 'Darjeeling Tea Hamper', quantity: 2, imageUrl: '/uploads/h.webp', price: 1444 },
    {
      id: 2,
      productId: 208,
      name: 'Workshop T-shirt',
      quantity: 1,
      imageUrl: '/uploads/t.webp',
      price: 49,
      size: 'M',
      colour: 'green',
    },
  ],
  subtotal: 2937,
  shippingCost: 0,
  discount: 0,
  discountCode: null,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  paymentStatus: 'due_on_delivery',
  paidAt: null,
  payBy: null,
  shippingAddress: {
    recipientName: 'Asha Verma',
    recipientPhone: '98765 43210',
    street: '12 Lodhi Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
  },
  customerName: 'Priya Sharma',
  customerEmail: 'customer@example.com',
  customerPhone: '+91 98100 00002',
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  events: [{ at: '2025-09-01T09:00:00.000Z', status: 'pending', note: 'Order placed (cash on delivery)' }],
  returns: [],
  returnRequests: [],
  returnWindows: [
    { lineNo: 1, returnableUntil: null },
    { lineNo: 2, returnableUntil: null },
  ],
};

const renderAt = (routes: Parameters<typeof installFakeApi>[0]) => {
  const api = installFakeApi(routes);
  renderWithProviders(<OrderDetailPage />, { route: `/user/orders/${base.orderNumber}`, path: ROUTES.orderDetail });
  return api;
};

describe('order detail page', () => {
  it('shows the items at their bought prices, the recipient, payment, IST timeline and a print button; cancels before shipping', async () => {
    let current = base;
    const api = renderAt({
      'GET /api/Order/number/UE-20250901-00009': () => ok(current),
      'POST /api/Order/9/cancel': () => {
        current = {
          ...base,
          status: 'cancelled',
          events: [
            ...base.events,
            { at: '2025-09-01T10:00:00.000Z', status: 'cancelled', note: 'Cancelled by the customer' },
          ],
        };
        return ok(current);
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Workshop T-shirt, size M, green')).toBeInTheDocument();
    expect(within(table).getAllByText('₹1,444')[0]).toBeInTheDocument();
    expect(within(table).getByText('₹2,888')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹2,937');
    expect(screen.getByText(/Asha Verma, 98765 43210, 12 Lodhi Road/)).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Cash on delivery, due on delivery');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('1 Sept 2025, 2:30 pm IST');
    expect(screen.getByRole('button', { name: ORDER_TEXT.detail.print })).toBeInTheDocument();
    // Not delivered yet: the return form is not offered, the policy is linked.
    expect(screen.queryByRole('form', { name: ORDER_RETURNS_TEXT.request })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: ORDER_TEXT.cancel }));
    await userEvent.click(await screen.findByRole('button', { name: ORDER_TEXT.cancelConfirm }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('cancelled'));
    expect(api.callsTo('POST', '/api/Order/9/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: ORDER_TEXT.cancel })).not.toBeInTheDocument();
  });

  it('shows the GST inside the total: IGST and the place of supply for a Mumbai order', async () => {
    const tax = taxFor({
      lines: [{ amount: 2888 }, { amount: 49, rate: 5, hsnCode: '6109' }],
      state: 'Maharashtra',
    });
    renderAt({
      'GET /api/Order/number/UE-20250901-00009': () =>
        ok({
          ...base,
          shippingAddress: { ...base.shippingAddress, city: 'Mumbai', state: 'Maharashtra', zipCode: '400020' },
          tax: tax.order,
        }),
    });
    const table = await screen.findByRole('table');
    const igstRow = within(table).getByRole('row', { name: new RegExp(`^${TOTALS_TEXT.gst.igst}`) });
    expect(igstRow).toHaveTextContent(`₹${tax.order.igst.toFixed(2)}`.replace('.00', ''));
    expect(within(table).queryByText(TOTALS_TEXT.gst.cgst)).not.toBeInTheDocument();
    expect(table).toHaveTextContent(TOTALS_TEXT.gst.placeOfSupply('Maharashtra', '27'));
  });

  it('lists the tax invoice and credit note and downloads each PDF with the customer’s session', async () => {
    const api = renderAt({
      'GET /api/Order/number/UE-20250901-00009': () =>
        ok({
          ...base,
          status: 'cancelled',
          taxDocuments: [
            { kind: 'invoice', number: 'UE/25-26/000009', issuedAt: base.orderDate, total: 2937, refersTo: null },
            {
              kind: 'credit_note',
              number: 'CN/25-26/000002',
              issuedAt: '2025-09-01T10:00:00.000Z',
              total: 2937,
              refersTo: 'UE/25-26/000009',
            },
          ],
        }),
      'GET /api/Order/documents/UE%2F25-26%2F000009': () => ({ status: 200, body: '%PDF-1.3' }),
    });
    const documents = await screen.findByRole('region', { name: ORDER_TEXT.detail.documents });
    expect(documents).toHaveTextContent('Tax invoice UE/25-26/000009');
    expect(documents).toHaveTextContent('Credit note CN/25-26/000002');
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(
      within(documents).getByRole('button', {
        name: ORDER_TEXT.detail.downloadDocument('Tax invoice', 'UE/25-26/000009'),
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/Order/documents/UE%2F25-26%2F000009')).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:invoice');
    click.mockRestore();
  });

  it('offers a return of the delivered lines within their period, with the reason required under its field', async () => {
    const delivered: OrderDetail = {
      ...base,
      status: 'delivered',
      paymentStatus: 'paid',
      courierName: 'Delhivery',
      trackingNumber: 'DLV-1001',
      deliveredAt: new Date(Date.now() - DAY).toISOString(),
      returnWindows: [
        { lineNo: 1, returnableUntil: new Date(Date.now() + 13 * DAY).toISOString() },
        { lineNo: 2, returnableUntil: new Date(Date.now() - DAY).toISOString() },
      ],
    };
    const api = renderAt({
      'GET /api/Order/number/UE-20250901-00009': () => ok(delivered),
      'POST /api/Order/9/returns': () =>
        ok({
          ...delivered,
          returnRequests: [
            {
              id: 4,
              status: 'rejected',
              reason: 'Box arrived crushed',
              note: null,
              createdAt: delivered.deliveredAt!,
              decidedAt: delivered.deliveredAt!,
              rejectReason: 'Opened and used',
              refundPaise: 0,
              deductionPaise: 0,
              items: [{ returnId: 4, lineNo: 1, name: 'Darjeeling Tea Hamper', quantity: 1, status: 'rejected' }],
              photos: [],
            },
          ],
        }),
    });
    const form = await screen.findByRole('form', { name: ORDER_RETURNS_TEXT.request });
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Delhivery, tracking number DLV-1001');
    // Only the line still within its period is offered.
    const items = within(form).getByRole('group', { name: ORDER_RETURNS_TEXT.items });
    expect(
      within(items)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([expect.stringMatching(/^Darjeeling Tea Hamper \(returnable until /)]);
    await userEvent.click(within(form).getByRole('button', { name: ORDER_RETURNS_TEXT.submit }));
    expect(items).toHaveAccessibleDescription(expect.stringContaining(ORDER_RETURNS_TEXT.chooseItems));
    await userEvent.click(within(items).getByRole('checkbox', { name: /Darjeeling Tea Hamper/ }));
    // Two were bought: the whole line by default, or fewer.
    const howMany = within(items).getByRole('combobox', {
      name: ORDER_RETURNS_TEXT.quantityOf('Darjeeling Tea Hamper'),
    });
    expect(howMany).toHaveValue('2');
    await userEvent.selectOptions(howMany, '1');
    await userEvent.click(within(form).getByRole('button', { name: ORDER_RETURNS_TEXT.submit }));
    expect(within(form).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Please tell us why'),
    );
    expect(api.callsTo('POST', '/api/Order/9/returns')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Reason/), 'Box arrived crushed');
    await userEvent.click(within(form).getByRole('button', { name: ORDER_RETURNS_TEXT.submit }));
    expect(await screen.findByText(ORDER_RETURNS_TEXT.sent)).toBeInTheDocument();
    const sent = await formDataOf(api.callsTo('POST', '/api/Order/9/returns')[0]);
    expect([sent.get('items'), sent.get('reason')]).toEqual([
      JSON.stringify([{ lineNo: 1, quantity: 1 }]),
      'Box arrived crushed',
    ]);
  });

  const upi: OrderDetail = {
    ...base,
    status: 'awaiting payment',
    paymentMethod: 'upi',
    paymentStatus: 'awaiting_payment',
    payBy: '2025-09-01T09:30:00.000Z',
  };

  it('shows the pay-by time (IST) of a UPI order awaiting payment', async () => {
    renderAt({ 'GET /api/Order/number/UE-20250901-00009': () => ok(upi) });
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      `UPI, awaiting payment, ${ORDER_TEXT.detail.payBy('15:00 IST on 1 September')}`,
    );
    expect(screen.queryByTestId('order-lapsed')).not.toBeInTheDocument();
  });

  it('says why an order that lapsed unpaid was cancelled', async () => {
    const lapsed: OrderDetail = {
      ...upi,
      status: 'cancelled',
      events: [
        ...upi.events,
        {
          at: '2025-09-01T09:30:05.000Z',
          status: 'cancelled',
          note: 'Payment not received by 15:00 IST; order cancelled and items released',
        },
      ],
    };
    renderAt({ 'GET /api/Order/number/UE-20250901-00009': () => ok(lapsed) });
    expect(await screen.findByTestId('order-lapsed')).toHaveTextContent(
      ORDER_TEXT.detail.lapsed('15:00 IST on 1 September'),
    );
    expect(screen.getByTestId('order-payment')).not.toHaveTextContent('pay by');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Payment not received by 15:00 IST');
  });

  it("says an order that is not the customer's cannot be found", async () => {
    renderAt({ 'GET /api/Order/number/UE-20250901-00009': () => fail(404, 'Order not found') });
    expect(await screen.findByText(ORDER_TEXT.detail.notFound)).toBeInTheDocument();
  });
});
