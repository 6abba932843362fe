import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FIELD_MESSAGES, LEAD_STAGES, type LeadDetail, type LeadSummary } from '@/shared/contract/lead';
import { fail, installFakeApi, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminLeadsPage from './index';

jest.setTimeout(20_000);

const vikram: LeadSummary = {
  id: 3,
  source: 'consultation',
  sourceId: 1,
  name: 'Vikram Mehta',
  email: 'vikram@example.com',
  phone: '98111 22233',
  eventType: 'corporate',
  eventDate: null,
  guests: null,
  budget: '200000-500000',
  stage: 'new',
  lostReason: null,
  owner: null,
  followUpDate: null,
  createdAt: '2025-09-01T09:00:00.000Z',
  updatedAt: '2025-09-01T09:00:00.000Z',
};
const detail: LeadDetail = { ...vikram, message: 'Annual day for 400 employees', notes: [], history: [] };

function renderLeads(route: string) {
  let current = { ...detail };
  const api = installFakeApi({
    'GET /api/admin/leads': () => okList([vikram], 41),
    'GET /api/admin/leads/owners': () => ok([{ id: 1, name: 'Aarav Admin' }]),
    'GET /api/admin/leads/board': () =>
      ok(
        LEAD_STAGES.map((stage) => ({ stage, count: stage === 'new' ? 1 : 0, leads: stage === 'new' ? [vikram] : [] })),
      ),
    'GET /api/admin/leads/3': () => ok(current),
    'PATCH /api/admin/leads/3': (call) => {
      const change = call.body as { stage?: string; lostReason?: string };
      if (change.stage === 'lost' && !change.lostReason)
        return fail(400, 'Please correct the highlighted fields', { lostReason: [LEAD_FIELD_MESSAGES.reasonRequired] });
      current = { ...current, ...(change as object) };
      return ok(current);
    },
  });
  renderWithProviders(<AdminLeadsPage />, {
    route,
    path: '/admin/leads',
    extraRoutes: { '/admin/leads/board': <AdminLeadsPage />, '/admin/leads/:id': <AdminLeadsPage /> },
  });
  return api;
}

describe('/admin/leads', () => {
  it('lists the leads with the filters in the query', async () => {
    const api = renderLeads('/admin/leads');
    expect(await screen.findByRole('link', { name: 'Vikram Mehta' })).toHaveAttribute('href', '/admin/leads/3');
    await userEvent.selectOptions(screen.getByLabelText('Follow-up'), 'overdue');
    await userEvent.selectOptions(await screen.findByLabelText('Owner'), 'Aarav Admin');
    fireEvent.change(screen.getByLabelText('Came in from (IST)'), { target: { value: '2025-09-01' } });
    fireEvent.change(screen.getByLabelText('Came in until (IST)'), { target: { value: '2025-09-07' } });
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/admin/leads').at(-1)!;
      expect(['followUp', 'owner', 'from', 'to'].map((name) => last.query.get(name))).toEqual([
        'overdue',
        '1',
        '2025-09-01',
        '2025-09-07',
      ]);
    });
  });

  it('the board shows each stage with its count and moves a lead without dragging', async () => {
    const api = renderLeads('/admin/leads/board');
    const column = await screen.findByRole('region', { name: 'New (1)' });
    expect(screen.getByRole('region', { name: 'Lost (0)' })).toBeInTheDocument();
    await userEvent.selectOptions(within(column).getByLabelText('Stage of Vikram Mehta'), 'contacted');
    await userEvent.click(within(column).getByRole('button', { name: 'Move: Vikram Mehta' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/leads/3')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/leads/3')[0].body).toEqual({ stage: 'contacted' });
    expect(await screen.findByText('Vikram Mehta moved to Contacted.')).toBeInTheDocument();
  });

  it('the lead page asks why a lead was lost and shows the error under the field', async () => {
    const api = renderLeads('/admin/leads/3');
    await userEvent.selectOptions(await screen.findByLabelText('Stage'), 'lost');
    const reason = screen.getByLabelText('Why was it lost?');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(LEAD_FIELD_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(LEAD_FIELD_MESSAGES.reasonRequired));
    await userEvent.type(reason, 'Chose another venue');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/admin/leads/3').at(-1)!.body).toEqual({
        stage: 'lost',
        lostReason: 'Chose another venue',
      }),
    );
    expect(await screen.findByText('Chose another venue')).toBeInTheDocument();
  });
});
