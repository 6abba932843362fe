import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_ADMIN_TEXT } from '@/features/order-admin';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { REFUND_MESSAGES } from '@/shared/contract/refund';
import { RETURN_STATUS_LABELS } from '@/shared/config/shop';
import { deliveredOrder, refundOf } from '@/test/adminOrderFixtures';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminOrdersPage from './index';

// The admin order page's "Record refund" dialog, for an approved return and for a cancelled order
// that was paid.

jest.setTimeout(20_000);

const T = ORDER_ADMIN_TEXT;
const R = ORDER_ADMIN_TEXT.refund;

const delivered = deliveredOrder;

function renderOrder(current: AdminOrderDetail, routes: Record<string, FakeRoute> = {}) {
  let order = current;
  const api = installFakeApi({
    'GET /api/admin/orders/7': () => ok(order),
    'POST /api/admin/returns/3/refund': (call) => {
      const body = call.body as { reference: string };
      if (body.reference === 'UTR-1234')
        return fail(400, 'Please correct the highlighted fields', { reference: ['This reference is already on file'] });
      const refund = refundOf({ reference: body.reference });
      order = { ...order, returns: [{ ...order.returns[0], status: 'refunded' }], refunds: [refund] };
      return { status: 201, body: { isSuccess: true, message: 'Refund recorded', data: refund } };
    },
    ...routes,
  });
  const view = renderWithProviders(<AdminOrdersPage />, {
    route: '/admin/orders/7',
    path: '/admin/orders',
    extraRoutes: { '/admin/orders/:id': <AdminOrdersPage /> },
  });
  return { api, ...view, replace: (next: AdminOrderDetail) => (order = next) };
}

const summaryText = () => screen.getByTestId('refund-summary');

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('recording an approved return’s refund', () => {
  it('shows what will be refunded per reason before staff confirm', async () => {
    renderOrder(delivered);
    const row = await screen.findByTestId('return-3');
    // Refunded is no longer a plain step; the replacement still is.
    expect(within(row).queryByRole('button', { name: /Move to: Refunded/ })).not.toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: `${T.advanceTo(RETURN_STATUS_LABELS.replaced)} (Brass diya set)` }),
    ).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: R.openFor('Brass diya set') }));

    const dialog = await screen.findByRole('dialog', { name: new RegExp(R.title) });
    const changeOfMind = within(dialog).getByRole('radio', { name: R.kinds.change_of_mind });
    await waitFor(() => expect(changeOfMind).toHaveFocus());
    expect(R.kinds.change_of_mind).toBe('Change of mind (₹99 return fee deducted)');
    expect(summaryText()).toHaveTextContent(R.chooseKind);

    await userEvent.click(changeOfMind);
    expect(summaryText()).toHaveTextContent('Paid ₹2,360 · Return fee −₹99 · Refund ₹2,261');
    await userEvent.click(within(dialog).getByRole('radio', { name: R.kinds.damaged_or_wrong }));
    expect(summaryText()).toHaveTextContent('Paid ₹2,360 · Refund ₹2,360');

    // A UPI order: no refund through the gateway.
    const method = within(dialog).getByRole('combobox', { name: new RegExp(R.method) });
    expect(within(method).queryByRole('option', { name: R.methods.gateway })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: R.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: R.openFor('Brass diya set') })).toHaveFocus();
  });

  it('asks for a transfer’s reference, shows the server’s field error under it, then records and refetches', async () => {
    const { api } = renderOrder(delivered);
    await userEvent.click(await screen.findByRole('button', { name: R.openFor('Brass diya set') }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(R.title) });
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.kind)).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: new RegExp(R.kind) })).toHaveAccessibleDescription(
      REFUND_MESSAGES.kind,
    );

    // Every transfer needs its reference (the gateway's refund alone comes with its own).
    const reference = within(dialog).getByRole('textbox', { name: new RegExp(R.reference) });
    expect(reference).toHaveAccessibleDescription(`${R.referenceHint} ${REFUND_MESSAGES.reference}`);
    expect(within(dialog).getByRole('combobox', { name: new RegExp(R.method) })).toHaveAccessibleDescription(
      REFUND_MESSAGES.method,
    );
    expect(api.callsTo('POST', '/api/admin/returns/3/refund')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: R.kinds.change_of_mind }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: new RegExp(R.method) }),
      R.methods.upi_transfer,
    );
    await userEvent.type(reference, 'UTR');
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reference)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/returns/3/refund')).toHaveLength(0);
    await userEvent.clear(reference);
    await userEvent.type(reference, 'UTR-1234');
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await within(dialog).findByText('This reference is already on file')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription(`${R.referenceHint} This reference is already on file`);

    await userEvent.clear(reference);
    await userEvent.type(reference, 'UTR-5678');
    await userEvent.type(within(dialog).getByRole('textbox', { name: R.note }), '  Paid from the HDFC account ');
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await screen.findByText(R.done('₹2,261'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/returns/3/refund').at(-1)!.body).toEqual({
      kind: 'change_of_mind',
      method: 'upi_transfer',
      reference: 'UTR-5678',
      note: 'Paid from the HDFC account',
    });
    // The order is fetched again: the return is finished and its refund listed.
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/orders/7')).toHaveLength(2));
    expect(await within(screen.getByTestId('return-3')).findByText(T.returnFinished)).toBeInTheDocument();
    expect(await screen.findByTestId('refund-1')).toHaveTextContent('UTR-5678');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The button that opened the dialog is gone: focus goes to the refunds.
    expect(screen.getByRole('heading', { name: T.sections.refunds })).toHaveFocus();
  });

  it('offers the original online payment for an order paid online, with no reference to type', async () => {
    const { api } = renderOrder({ ...delivered, paymentMethod: 'online' });
    await userEvent.click(await screen.findByRole('button', { name: R.openFor('Brass diya set') }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(R.title) });
    await userEvent.click(within(dialog).getByRole('radio', { name: R.kinds.damaged_or_wrong }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: new RegExp(R.method) }),
      R.methods.gateway,
    );
    expect(within(dialog).queryByRole('textbox', { name: new RegExp(R.reference) })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/returns/3/refund')[0].body).toEqual({
        kind: 'damaged_or_wrong',
        method: 'gateway',
      }),
    );
  });
});

describe('recording a cancelled order’s refund', () => {
  const cancelled: AdminOrderDetail = { ...delivered, status: 'cancelled', returns: [], deliveredAt: null };

  it('refunds the whole order from the actions; a refusal stays in the dialog', async () => {
    let answers = 0;
    const { api, replace } = renderOrder(cancelled, {
      'POST /api/admin/orders/7/refund': (call) => {
        answers += 1;
        if (answers === 1) return fail(502, 'The payment gateway refused the refund: try again or record a transfer');
        const refund = refundOf({
          returnId: null,
          kind: 'cancellation',
          method: 'bank_transfer',
          grossAmount: 2499,
          deduction: 0,
          amount: 2499,
          reference: (call.body as { reference: string }).reference,
        });
        replace({ ...cancelled, paymentStatus: 'refunded', refunds: [refund] });
        return { status: 201, body: { isSuccess: true, message: 'Refund recorded', data: refund } };
      },
    });
    const actions = await screen.findByRole('region', { name: T.sections.actions });
    expect(within(actions).getByText(R.orderHint('₹2,499'))).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: R.open }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(R.title) });
    expect(within(dialog).getByText(R.forOrder(cancelled.orderNumber))).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(summaryText()).toHaveTextContent('Paid ₹2,499 · Refund ₹2,499');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: new RegExp(R.method) })).toHaveFocus());

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: new RegExp(R.method) }),
      R.methods.bank_transfer,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(R.reference) }), 'NEFT-889900');
    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment gateway refused the refund');

    await userEvent.click(within(dialog).getByRole('button', { name: R.submit }));
    expect(await screen.findByText(R.done('₹2,499'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/orders/7/refund').at(-1)!.body).toEqual({
      kind: 'cancellation',
      method: 'bank_transfer',
      reference: 'NEFT-889900',
    });
    const refunds = await screen.findByRole('table', { name: T.refundsCaption });
    expect(within(refunds).getByText(T.wholeOrder)).toBeInTheDocument();
    await waitFor(() => expect(within(actions).queryByRole('button', { name: R.open })).not.toBeInTheDocument());
    expect(within(actions).getByText(T.noActions)).toBeInTheDocument();
  });

  it('offers no refund for a cancelled order that was never paid', async () => {
    renderOrder({ ...cancelled, paymentStatus: 'awaiting_payment' });
    const actions = await screen.findByRole('region', { name: T.sections.actions });
    expect(within(actions).queryByRole('button', { name: R.open })).not.toBeInTheDocument();
  });
});
