import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProposal } from '@/shared/contract/proposal';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import ProposalPage from './index';

jest.setTimeout(20_000);

const TOKEN = 'a'.repeat(32);
const REVISED = 'This proposal has been revised since you opened it. Please reload the page.';

const proposal: PublicProposal = {
  number: 'PR-000012',
  status: 'sent',
  version: 2,
  revising: false,
  payment: null,
  onlineOffered: false,
  clientName: 'Kavya Mehta',
  acceptance: null,
  content: {
    clientName: 'Kavya Mehta',
    clientEmail: 'kavya@example.com',
    clientPhone: '',
    eventDate: '2026-12-12',
    venue: 'The Lawns, Chhatarpur',
    placeOfSupply: 'Delhi',
    discountPaise: 0,
    gstRatePercent: 18,
    advanceKind: 'percent',
    advancePercent: 25,
    advanceFixedPaise: 0,
    validUntil: '2026-12-01',
    terms: 'Prices include GST.',
    lines: [
      { serviceId: null, description: 'Stage lighting', quantity: 1, unitPaise: 15_000_00, amountPaise: 15_000_00 },
    ],
    totals: {
      subtotalPaise: 15_000_00,
      discountPaise: 0,
      totalPaise: 15_000_00,
      taxablePaise: 12_71_186,
      cgstPaise: 1_14_407,
      sgstPaise: 1_14_407,
      igstPaise: 0,
      gstRatePercent: 18,
      sac: '998596',
      withinState: true,
    },
    advance: {
      kind: 'percent',
      percent: 25,
      amountPaise: 3_75_000,
      taxablePaise: 3_17_797,
      gstPaise: 57_203,
      gstRatePercent: 18,
      sac: '998596',
    },
  },
  advance: {
    kind: 'percent',
    percent: 25,
    amountPaise: 3_75_000,
    taxablePaise: 3_17_797,
    gstPaise: 57_203,
    gstRatePercent: 18,
    sac: '998596',
  },
};

function renderPage(accept: FakeRoute) {
  const api = installFakeApi({
    [`GET /api/proposals/${TOKEN}`]: () => ok(proposal),
    [`POST /api/proposals/${TOKEN}/accept`]: accept,
  });
  return { api, ...renderWithProviders(<ProposalPage />, { route: `/proposal/${TOKEN}`, path: '/proposal/:token' }) };
}

async function acceptAs(name: string) {
  await userEvent.type(await screen.findByLabelText(/Your full name/), name);
  await userEvent.click(screen.getByLabelText('I have read and agree to the terms of this proposal'));
  await userEvent.click(screen.getByRole('button', { name: 'Accept the proposal' }));
}

afterEach(() => jest.restoreAllMocks());

describe('the client’s proposal page', () => {
  it('shows the lines, the GST split and the refusal of a revised version', async () => {
    const { api } = renderPage(() => fail(409, REVISED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal PR-000012' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Stage lighting' })).toBeInTheDocument();
    expect(screen.getByText('CGST 9 %')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,144.07')).toHaveLength(2);
    await acceptAs('Kavya Mehta');
    expect(await screen.findByRole('alert')).toHaveTextContent(REVISED);
    expect(api.callsTo('POST', `/api/proposals/${TOKEN}/accept`)[0].body).toEqual({
      version: 2,
      fullName: 'Kavya Mehta',
      agree: true,
    });
  });

  it('requires a name and the agreement, then shows who accepted and the advance due', async () => {
    const { api } = renderPage(() =>
      ok({
        ...proposal,
        status: 'accepted',
        acceptance: { name: 'Kavya Mehta', at: '2026-11-27T09:00:00.000Z', version: 2 },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the proposal' }));
    expect(await screen.findByLabelText(/Your full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', `/api/proposals/${TOKEN}/accept`)).toHaveLength(0);
    await acceptAs('Kavya Mehta');
    expect(await screen.findByText('Accepted by Kavya Mehta on 27 Nov 2026, 2:30 pm IST.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay the advance' })).toBeInTheDocument();
    expect(screen.getByTestId('proposal-advance')).toHaveTextContent('₹3,750');
    expect(screen.queryByRole('button', { name: 'Accept the proposal' })).not.toBeInTheDocument();
  });
});
