import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPOSAL_ADMIN_TEXT as T } from '@/features/proposal-admin';
import { COMPANY } from '@/content/company';
import { computeProposal } from '@/content/policies/proposalTotals';
import { PROPOSAL_MESSAGES as M, type AdminProposal, type ProposalInput } from '@/shared/contract/proposal';
import { formatInr } from '@/shared/lib/formatInr';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminProposalsPage from './index';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

describe('the proposal builder', () => {
  it('totals the lines as typed, sends paise and the lead, and shows the server’s field errors', async () => {
    const api = installFakeApi({
      'POST /api/admin/proposals': () =>
        fail(400, 'Please correct the highlighted fields', { discountPaise: [M.discount] }),
    });
    renderWithProviders(<AdminProposalsPage />, { route: '/admin/proposals/new?lead=7', path: '/admin/proposals/:id' });
    await userEvent.type(await screen.findByLabelText(/Client’s name/), 'Kavya Mehta');
    await userEvent.type(screen.getByLabelText(/Client’s e-mail/), 'kavya@example.com');
    await userEvent.type(screen.getByLabelText(/^Event date/), '2026-12-12');
    await userEvent.type(screen.getByRole('textbox', { name: /^Venue/ }), 'The Lawns');
    await userEvent.type(screen.getByLabelText(/^Valid until/), '2026-12-01');
    const first = screen.getByRole('group', { name: T.lineHeading(0) });
    await userEvent.selectOptions(within(first).getByLabelText(/^Service/), '1');
    await userEvent.click(screen.getByRole('button', { name: T.addCustomLine }));
    const second = screen.getByRole('group', { name: T.lineHeading(1) });
    await userEvent.type(within(second).getByLabelText(/^Description/), 'Stage lighting');
    await userEvent.type(within(second).getByLabelText(/^Unit price/), '15000.50');
    await userEvent.type(screen.getByLabelText(/^Discount/), '1000');
    // ₹9,999 + ₹15,000.50 − ₹1,000; 25 % advance.
    expect(screen.getByTestId('proposal-total')).toHaveTextContent('₹23,999.50');
    expect(screen.getByText('CGST 9 %')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.saveDraft }));
    const discount = screen.getByLabelText(/^Discount/);
    expect(await screen.findByText(M.discount)).toBeInTheDocument();
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    const [call] = api.callsTo('POST', '/api/admin/proposals');
    expect(call.body).toMatchObject({
      leadId: 7,
      discountPaise: 1_000_00,
      lines: [
        { kind: 'catalogue', serviceId: 1, quantity: 1 },
        { kind: 'custom', description: 'Stage lighting', quantity: 1, unitPaise: 15_000_50 },
      ],
    });
  });

  it('fills in the client and the event date from the lead it answers', async () => {
    installFakeApi({
      'GET /api/admin/leads/9': () =>
        ok({
          id: 9,
          name: 'Rohan Kapoor',
          email: 'rohan@example.com',
          phone: '+91 98110 33333',
          eventDate: '2026-12-20',
          stage: 'contacted',
        }),
    });
    renderWithProviders(<AdminProposalsPage />, { route: '/admin/proposals/new?lead=9', path: '/admin/proposals/:id' });
    expect(await screen.findByLabelText(/Client’s name/)).toHaveValue('Rohan Kapoor');
    expect(screen.getByLabelText(/Client’s e-mail/)).toHaveValue('rohan@example.com');
    expect(screen.getByLabelText(/^Event date/)).toHaveValue('2026-12-20');
  });
});

describe('a saved proposal', () => {
  const input: ProposalInput = {
    clientName: 'Kavya Mehta',
    clientEmail: 'kavya@example.com',
    clientPhone: '',
    leadId: null,
    eventDate: '2026-12-12',
    venue: 'The Lawns',
    placeOfSupply: COMPANY.address.state,
    lines: [{ kind: 'custom', serviceId: null, description: 'Stage lighting', quantity: 1, unitPaise: 15_000_00 }],
    discountPaise: 0,
    gstRatePercent: 18,
    advanceKind: 'percent',
    advancePercent: 25,
    advanceFixedPaise: 0,
    validUntil: '2026-12-01',
    terms: 'Advance on acceptance.',
  };
  const computed = computeProposal(input, COMPANY.address.state);
  if (!computed.ok) throw new Error('the fixture must price');
  const draft: AdminProposal = {
    id: 5,
    number: 'PR-000005',
    status: 'draft',
    version: 2,
    sentVersion: null,
    leadId: null,
    input,
    content: { ...input, ...computed.value },
    link: 'http://localhost/proposals/t0k3n',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    sentAt: null,
    acceptance: null,
    payment: null,
    history: [],
  };

  it('is sent to the client only after a confirmation naming the version, the total and the address', async () => {
    const api = installFakeApi({
      'GET /api/admin/proposals/5': () => ok(draft),
      'POST /api/admin/proposals/5/send': () => ok({ ...draft, status: 'sent', sentVersion: 2 }),
    });
    renderWithProviders(<AdminProposalsPage />, { route: '/admin/proposals/5', path: '/admin/proposals/:id' });
    await userEvent.click(await screen.findByRole('button', { name: T.send }));
    let dialog = await screen.findByRole('dialog', { name: T.sendTitle('PR-000005') });
    const total = formatInr(computed.value.totals.totalPaise / 100);
    expect(dialog).toHaveTextContent(
      `Mails version 2 of PR-000005 (${total}, GST included) to kavya@example.com with the link to accept it.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/proposals/5/send')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: T.send }));
    dialog = await screen.findByRole('dialog', { name: T.sendTitle('PR-000005') });
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/proposals/5/send')).toHaveLength(1);
  });
});
