import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_ADMIN_TEXT as T } from '@/features/billing-admin';
import { SELLER_PROFILE_MESSAGES as M, type SellerProfile } from '@/shared/contract/sellerProfile';
import type { TaxDocumentSummary } from '@/shared/contract/taxDocument';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminBillingPage from './index';

jest.setTimeout(20_000);

const defaults: SellerProfile = {
  legalName: 'Utsav Events Private Limited',
  address: '14 Hauz Khas Village, New Delhi 110016',
  state: 'Delhi',
  gstin: '07AAACU1234F1ZS',
  stateCode: '07',
  source: 'defaults',
  updatedAt: null,
};

const invoice: TaxDocumentSummary = {
  id: 1,
  kind: 'invoice',
  number: 'UE/26-27/000001',
  orderId: 4,
  orderNumber: 'ORD-000004',
  issuedAt: '2026-11-05T06:00:00.000Z',
  buyerName: 'Asha Verma',
  buyerGstin: '27AAPFU0939F1ZV',
  placeOfSupply: '27-Maharashtra',
  total: 250698,
  refersTo: null,
};

const savedAnswer: FakeRoute = (call) =>
  ok({ ...(call.body as object), stateCode: '27', source: 'saved', updatedAt: '2026-11-05T06:00:00.000Z' });

function renderPage(put: FakeRoute = savedAnswer) {
  const api = installFakeApi({
    'GET /api/admin/billing/seller': () => ok(defaults),
    'GET /api/admin/billing/documents': (call) => ok(call.query.get('month') === '2026-11' ? [invoice] : []),
    'GET /api/admin/billing/documents/UE%2F26-27%2F000001/pdf': () => ({ status: 200, body: '%PDF-1.3' }),
    'PUT /api/admin/billing/seller': put,
  });
  return { api, ...renderWithProviders(<AdminBillingPage />, { route: '/admin/billing', path: '/admin/billing' }) };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the billing screen', () => {
  it('shows the server’s defaults with labelled fields', async () => {
    renderPage();
    expect(await screen.findByLabelText(/Legal name/)).toHaveValue(defaults.legalName);
    expect(screen.getByLabelText(/Registered address/)).toHaveValue(defaults.address);
    expect(screen.getByLabelText(/^State/)).toHaveValue('Delhi');
    expect(screen.getByLabelText(/GSTIN/)).toHaveValue(defaults.gstin);
    expect(screen.getByText(T.usingDefaults)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Maharashtra (27)' })).toBeInTheDocument();
  });

  it('checks the GSTIN against its check character and the chosen state before sending', async () => {
    const { api } = renderPage();
    const gstin = await screen.findByLabelText(/GSTIN/);
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '07AAACU1234F1ZT');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.gstinCheckDigit)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.gstinState('Delhi', '07'))).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/billing/seller')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Maharashtra');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.saved);
    expect(api.callsTo('PUT', '/api/admin/billing/seller')[0].body).toEqual({
      legalName: defaults.legalName,
      address: defaults.address,
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
    await waitFor(() => expect(screen.queryByText(T.usingDefaults)).not.toBeInTheDocument());
  });

  it('shows the server’s field errors under their fields', async () => {
    renderPage(() => fail(400, 'Please correct the highlighted fields', { legalName: ['Name refused by the server'] }));
    await userEvent.click(await screen.findByRole('button', { name: T.save }));
    expect(await screen.findByText('Name refused by the server')).toBeInTheDocument();
    expect(screen.getByLabelText(/Legal name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists a month’s documents and downloads a PDF with the admin’s session', async () => {
    const { api } = renderPage();
    const month = await screen.findByLabelText(T.month);
    fireEvent.change(month, { target: { value: '2026-11' } });
    const table = await screen.findByRole('table', { name: T.caption('2026-11') });
    expect(await within(table).findByText('UE/26-27/000001')).toBeInTheDocument();
    expect(within(table).getByText('₹2,50,698')).toBeInTheDocument();

    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: T.downloadPdfLabel('UE/26-27/000001') }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/admin/billing/documents/UE%2F26-27%2F000001/pdf')).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:invoice');

    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(await screen.findByText(T.noDocuments)).toBeInTheDocument();
  });
});
