import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterSubscriber } from '@/shared/contract/newsletter';
import { captureDownloads } from '@/test/downloads';
import { installFakeApi, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminNewsletterPage from './index';

jest.setTimeout(20_000);

const subscribers: NewsletterSubscriber[] = Array.from({ length: 130 }, (_, i) => ({
  id: i + 1,
  email: i === 0 ? '=cmd@example.com' : `guest${i + 1}@example.com`,
  createdAt: '2025-09-01T09:00:00.000Z',
  unsubscribedAt: i === 1 ? '2025-09-02T09:00:00.000Z' : null,
}));

function renderPage() {
  const api = installFakeApi({
    'GET /api/admin/newsletter': (call) => {
      const page = Number(call.query.get('_page'));
      const limit = Number(call.query.get('_limit'));
      return okList(subscribers.slice((page - 1) * limit, page * limit), subscribers.length);
    },
  });
  return {
    api,
    ...renderWithProviders(<AdminNewsletterPage />, { route: '/admin/newsletter', path: '/admin/newsletter' }),
  };
}

beforeEach(() => sessionStorage.clear());

describe('the newsletter subscribers screen', () => {
  it('lists subscribers with their state, the state filter going to the server', async () => {
    const { api } = renderPage();
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    // The table shows a loading row first: wait for the subscribers.
    await within(table).findByText('guest2@example.com');
    const second = within(table).getAllByRole('row')[2];
    expect(within(second).getByText('guest2@example.com')).toBeInTheDocument();
    expect(within(second).getByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 130')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Unsubscribed');
    await waitFor(() => expect(api.calls.at(-1)!.query.get('state')).toBe('unsubscribed'));
  });

  it('exports every matching subscriber as CSV with the visible columns, formula-safe', async () => {
    const { blobs, click, restore } = captureDownloads();
    const { api } = renderPage();
    await screen.findByRole('table', { name: 'Newsletter subscribers' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 130 subscribers.')).toBeInTheDocument();
    expect(
      api
        .callsTo('GET', '/api/admin/newsletter')
        .filter((call) => call.query.get('_limit') === '100')
        .map((call) => call.query.get('_page')),
    ).toEqual(['1', '2']);
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0].text()).split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[0]).toBe('E-mail,Subscribed on,State,Unsubscribed on');
    expect(lines[1]).toBe(`'=cmd@example.com,"1 Sept 2025, 2:30 pm IST",Subscribed,`);
    expect(lines[2]).toBe('guest2@example.com,"1 Sept 2025, 2:30 pm IST",Unsubscribed,"2 Sept 2025, 2:30 pm IST"');
    restore();
  });
});
