import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_ADMIN_TEXT as T } from '@/features/billing-admin';
import { SELLER_PROFILE_MESSAGES as M, type SellerProfile } from '@/shared/contract/sellerProfile';
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

const savedAnswer: FakeRoute = (call) =>
  ok({ ...(call.body as object), stateCode: '27', source: 'saved', updatedAt: '2026-11-05T06:00:00.000Z' });

function renderPage(put: FakeRoute = savedAnswer) {
  const api = installFakeApi({
    'GET /api/admin/billing/seller': () => ok(defaults),
    'PUT /api/admin/billing/seller': put,
  });
  return { api, ...renderWithProviders(<AdminBillingPage />, { route: '/admin/billing', path: '/admin/billing' }) };
}

beforeEach(() => sessionStorage.clear());

describe('the billing screen’s seller form', () => {
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
});
