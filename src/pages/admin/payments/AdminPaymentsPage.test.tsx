import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_ADMIN_TEXT as T } from '@/features/payments-admin';
import type { PaymentsTotal, PaymentsView } from '@/shared/contract/paymentsView';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { captureDownloads } from '@/test/downloads';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminPaymentsPage from './index';

jest.setTimeout(20_000);

const none: PaymentsTotal = { count: 0, amount: 0 };
const order = { customerName: 'Asha Verma', placedAt: '2026-11-05T06:00:00.000Z' };

const empty: PaymentsView = {
  month: '2026-10',
  from: '2026-09-30T18:30:00.000Z',
  to: '2026-10-31T18:30:00.000Z',
  received: { total: none, byMethod: { cod: none, upi: none, online: none }, rows: [] },
  awaiting: { total: none, rows: [] },
  lapsed: { total: none, rows: [] },
  refunds: { total: none, byStatus: { processed: none, pending: none, failed: none }, rows: [] },
  refundsDue: { total: none, rows: [] },
};

const november: PaymentsView = {
  month: '2026-11',
  from: '2026-10-31T18:30:00.000Z',
  to: '2026-11-30T18:30:00.000Z',
  received: {
    total: { count: 2, amount: 252198 },
    byMethod: { cod: { count: 1, amount: 1500 }, upi: { count: 1, amount: 250698 }, online: none },
    rows: [
      {
        ...order,
        orderId: 4,
        orderNumber: 'ORD-000004',
        amount: 250698,
        method: 'upi',
        paidAt: '2026-11-05T07:00:00.000Z',
      },
      {
        ...order,
        orderId: 5,
        orderNumber: 'ORD-000005',
        amount: 1500,
        method: 'cod',
        paidAt: '2026-11-06T07:00:00.000Z',
      },
    ],
  },
  awaiting: {
    total: { count: 1, amount: 2888 },
    rows: [
      {
        ...order,
        orderId: 9,
        orderNumber: 'ORD-000009',
        amount: 2888,
        method: 'upi',
        payBy: '2026-11-27T09:30:00.000Z',
      },
    ],
  },
  lapsed: {
    total: { count: 1, amount: 1444 },
    rows: [
      {
        ...order,
        orderId: 7,
        orderNumber: 'ORD-000007',
        amount: 1444,
        method: 'upi',
        payBy: '2026-11-07T09:30:00.000Z',
        lapsedAt: '2026-11-07T09:31:00.000Z',
      },
    ],
  },
  refunds: {
    total: { count: 2, amount: 3000 },
    byStatus: { processed: { count: 1, amount: 1000 }, pending: { count: 1, amount: 2000 }, failed: none },
    rows: [
      {
        ...order,
        orderId: 6,
        orderNumber: 'ORD-000006',
        amount: 1000,
        method: 'upi',
        refundId: 1,
        kind: 'cancellation',
        refundMethod: 'upi_transfer',
        status: 'processed',
        reference: 'UTR 1122 3344',
        createdAt: '2026-11-08T07:00:00.000Z',
        processedAt: '2026-11-08T07:00:00.000Z',
      },
    ],
  },
  refundsDue: {
    total: { count: 1, amount: 100000 },
    rows: [
      {
        ...order,
        orderId: 8,
        orderNumber: 'ORD-000008',
        amount: 100000,
        method: 'upi',
        reason: 'cancelled_paid',
        returnId: null,
        item: null,
        since: '2026-11-09T07:00:00.000Z',
      },
    ],
  },
};

/** Answers November's figures, and any other month empty. */
const byMonth: FakeRoute = (call) => {
  const month = call.query.get('month')!;
  return ok(month === '2026-11' ? november : { ...empty, month });
};

function renderPage(answer: FakeRoute = byMonth) {
  const api = installFakeApi({
    'GET /api/admin/payments': answer,
    'GET /api/admin/billing/gstr1.csv': () => ({ status: 200, body: 'Document type' }),
  });
  const view = renderWithProviders(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });
  return { api, ...view };
}

const chooseMonth = (month: string) => fireEvent.change(screen.getByLabelText(T.month), { target: { value: month } });

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the payments screen', () => {
  it('asks for the current IST month first, with a labelled month field', async () => {
    const { api } = renderPage();
    const month = screen.getByLabelText(T.month);
    expect(month).toHaveAttribute('type', 'month');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/payments')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/admin/payments')[0].query.get('month')).toBe((month as HTMLInputElement).value);
  });

  it('shows the month’s figures in Indian grouping and each list with links to the orders', async () => {
    renderPage();
    chooseMonth('2026-11');
    const summary = await screen.findByRole('region', { name: T.summaryHeading });
    const card = (name: string) => within(summary).getByRole('heading', { name }).closest('li')!;
    expect(card(T.cards.received)).toHaveTextContent('₹2,52,198');
    expect(card(T.cards.received)).toHaveTextContent('2 orders in the month');
    expect(card(T.cards.received)).toHaveTextContent('Cash on delivery ₹1,500 · UPI ₹2,50,698');
    expect(card(T.cards.awaiting)).toHaveTextContent('₹2,888');
    expect(card(T.cards.lapsed)).toHaveTextContent('₹1,444');
    expect(card(T.cards.refunded)).toHaveTextContent('₹1,000');
    expect(card(T.cards.refunded)).toHaveTextContent('1 pending at the gateway');
    expect(card(T.cards.refundsDue)).toHaveTextContent('₹1,00,000');

    const received = screen.getByRole('table', { name: T.caption(T.sections.received.heading, '2026-11') });
    expect(within(received).getByRole('link', { name: 'ORD-000004' })).toHaveAttribute('href', '/admin/orders/4');
    expect(within(received).getByText('₹2,50,698')).toBeInTheDocument();
    expect(within(received).getByText('5 Nov 2026, 12:30 pm IST')).toBeInTheDocument();

    const awaiting = screen.getByRole('table', { name: T.captionNow(T.sections.awaiting.heading) });
    expect(within(awaiting).getByText('27 Nov 2026, 3:00 pm IST')).toBeInTheDocument();
    const refunds = screen.getByRole('table', { name: T.caption(T.sections.refunds.heading, '2026-11') });
    expect(within(refunds).getByText(T.reference('UTR 1122 3344'))).toBeInTheDocument();
    const due = screen.getByRole('table', { name: T.captionNow(T.sections.refundsDue.heading) });
    expect(within(due).getByRole('link', { name: 'ORD-000008' })).toHaveAttribute('href', '/admin/orders/8');
    expect(within(due).getByText(T.dueReasons.cancelled_paid)).toBeInTheDocument();
  });

  it('shows that it is loading until the month arrives', async () => {
    renderPage(async (call) => ({ ...(await byMonth(call)), delayMs: 50 }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('region', { name: T.summaryHeading })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says so when a month has nothing', async () => {
    renderPage();
    chooseMonth('2026-10');
    for (const section of Object.values(T.sections)) expect(await screen.findByText(section.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry, and the server’s month error under the field', async () => {
    let answers = 0;
    renderPage((call) => {
      if (call.query.get('month') === '1999-12')
        return fail(400, 'Give the month as YYYY-MM', { month: ['Bad month'] });
      answers += 1;
      return answers === 1
        ? fail(503, 'The database is not answering')
        : ok({ ...empty, month: call.query.get('month')! });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not answering');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.sections.received.empty)).toBeInTheDocument();

    chooseMonth('1999-12');
    expect(await screen.findByText('Bad month')).toBeInTheDocument();
    expect(screen.getByLabelText(T.month)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(T.month)).toHaveAccessibleDescription('Bad month');
  });

  it('downloads the month’s GSTR-1 CSV with the admin’s session', async () => {
    const { api } = renderPage();
    chooseMonth('2026-11');
    const downloads = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: T.gstr1('2026-11') }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/admin/billing/gstr1.csv')[0].query.get('month')).toBe('2026-11');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
