import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_ADMIN_TEXT as T } from '@/features/order-admin';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { deliveredOrder as delivered, refundOf } from '@/test/adminOrderFixtures';
import { captureDownloads } from '@/test/downloads';
import { installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminOrdersPage from './index';

// The admin order page's record of money going back: the refunds recorded, and the order's tax
// invoice and credit notes with their PDFs.

jest.setTimeout(20_000);

const R = T.refund;

function renderOrder(order: AdminOrderDetail, routes: Record<string, FakeRoute> = {}) {
  const api = installFakeApi({ 'GET /api/admin/orders/7': () => ok(order), ...routes });
  renderWithProviders(<AdminOrdersPage />, {
    route: '/admin/orders/7',
    path: '/admin/orders',
    extraRoutes: { '/admin/orders/:id': <AdminOrdersPage /> },
  });
  return api;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the refunds and tax documents of an order', () => {
  it('lists each refund with its item, reason, method, reference, amounts, status and credit note', async () => {
    renderOrder({
      ...delivered,
      returns: [{ ...delivered.returns[0], status: 'refunded' }],
      refunds: [
        refundOf({ creditNoteNumber: 'CN/25-26/000004' }),
        refundOf({
          id: 2,
          returnId: null,
          kind: 'cancellation',
          method: 'gateway',
          grossAmount: 139,
          deduction: 0,
          amount: 139,
          reference: null,
          status: 'pending',
          processedAt: null,
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: T.refundsCaption });
    const cells = (id: number) =>
      within(screen.getByTestId(`refund-${id}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(Object.values(T.refundColumns));
    expect(cells(1)).toEqual([
      '7 Sept 2025, 4:30 pm IST',
      'Brass diya set',
      T.refundReasons.change_of_mind,
      R.methods.upi_transfer,
      'UTR-5678',
      '₹2,360',
      '−₹99',
      '₹2,261',
      T.refundStatuses.processed,
      'CN/25-26/000004',
    ]);
    expect(cells(2)).toEqual([
      '7 Sept 2025, 4:30 pm IST',
      T.wholeOrder,
      T.refundReasons.cancellation,
      R.methods.gateway,
      T.none,
      '₹139',
      '₹0',
      '₹139',
      T.refundStatuses.pending,
      T.none,
    ]);
  });

  it('says when there is no refund and no tax document yet', async () => {
    renderOrder(delivered);
    expect(await screen.findByText(T.refundsEmpty)).toBeInTheDocument();
    expect(screen.getByText(T.documentsEmpty)).toBeInTheDocument();
  });

  it('lists the invoice and credit notes and downloads a PDF through the API (the admin’s session)', async () => {
    const pdf = '/api/admin/billing/documents/CN%2F25-26%2F000004/pdf';
    const api = renderOrder(
      {
        ...delivered,
        taxDocuments: [
          {
            kind: 'invoice',
            number: 'UE/25-26/000010',
            issuedAt: '2025-09-01T10:00:00.000Z',
            total: 2499,
            refersTo: null,
          },
          {
            kind: 'credit_note',
            number: 'CN/25-26/000004',
            issuedAt: '2025-09-07T11:00:00.000Z',
            total: 2261,
            refersTo: 'UE/25-26/000010',
          },
        ],
      },
      { [`GET ${pdf}`]: () => ({ status: 200, body: '%PDF-1.3' }) },
    );
    const table = await screen.findByRole('table', { name: T.documentsCaption });
    const credit = within(table).getByRole('row', { name: /CN\/25-26\/000004/ });
    expect(within(credit).getByText(T.documentKinds.credit_note)).toBeInTheDocument();
    expect(within(credit).getByText(T.documentAgainst('UE/25-26/000010'))).toBeInTheDocument();
    expect(within(credit).getByText('₹2,261')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^UE\/25-26\/000010/ })).toHaveTextContent(T.documentKinds.invoice);

    const downloads = captureDownloads();
    await userEvent.click(within(credit).getByRole('button', { name: T.downloadPdfLabel('CN/25-26/000004') }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(api.callsTo('GET', pdf)).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
