import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxItem, InboxItemDetail } from '@/shared/contract/inbox';
import { installFakeApi, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminInboxPage from './index';

jest.setTimeout(20_000);

const contact: InboxItem = {
  type: 'contact',
  id: 1,
  reference: null,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98100 12345',
  text: 'Anniversary party for 200 guests',
  createdAt: '2025-09-01T09:00:00.000Z',
  readAt: null,
  handledAt: null,
};
const meeting: InboxItem = {
  ...contact,
  type: 'meeting',
  id: 1,
  reference: 'MR-000001',
  name: 'Neha Gupta',
  email: '',
  phone: '+91 98765 43210',
  text: 'Gurugram, Event manager, Acme Corp',
  readAt: '2025-09-01T10:00:00.000Z',
};
const contactDetail: InboxItemDetail = {
  ...contact,
  details: { type: 'contact', firstName: 'Asha', lastName: 'Verma', enquiryType: 'CONCIERGE' },
  handledBy: null,
  replies: [],
};

function renderInbox(route = '/admin/inbox') {
  let current = { ...contactDetail };
  const api = installFakeApi({
    'GET /api/admin/inbox': () =>
      okList([{ ...contact, readAt: current.readAt, handledAt: current.handledAt }, meeting], 42),
    'GET /api/admin/inbox/contact/1': () => ok(current),
    'POST /api/admin/inbox/contact/1/read': () => ok((current = { ...current, readAt: '2025-09-01T11:00:00.000Z' })),
    'POST /api/admin/inbox/contact/1/handled': () =>
      ok(
        (current = {
          ...current,
          readAt: current.readAt ?? 'x',
          handledAt: '2025-09-01T11:05:00.000Z',
          handledBy: { id: 1, name: 'Aarav Admin' },
        }),
      ),
    'POST /api/admin/inbox/contact/1/unhandled': () => ok((current = { ...current, handledAt: null, handledBy: null })),
    'POST /api/admin/inbox/contact/1/replies': (call) =>
      ok(
        (current = {
          ...current,
          handledAt: '2025-09-01T11:05:00.000Z',
          replies: [
            {
              id: 1,
              ...(call.body as { subject: string; body: string }),
              recipient: contact.email,
              author: { id: 1, name: 'Aarav Admin', email: 'admin@example.com' },
              createdAt: '2025-09-01T11:05:00.000Z',
              sentAt: null,
              mail: 'queued',
            },
          ],
        }),
      ),
  });
  const view = renderWithProviders(<AdminInboxPage />, {
    route,
    path: '/admin/inbox',
    extraRoutes: { '/admin/inbox/:type/:id': <AdminInboxPage /> },
  });
  return { api, ...view };
}

beforeEach(() => sessionStorage.clear());

describe('the admin inbox', () => {
  it('lists the messages, the unread ones marked, with the total and the list query', async () => {
    const { api } = renderInbox();
    const table = await screen.findByRole('table', { name: 'Inbox messages' });
    // The table shows a loading row first: wait for the first message.
    await within(table).findAllByText('Contact message');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveClass('is-unread');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(first).getByText('Contact message')).toBeInTheDocument();
    expect(within(first).getByText('1 Sept 2025, 2:30 pm IST')).toBeInTheDocument();
    expect(second).not.toHaveClass('is-unread');
    expect(within(second).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 42')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', '/api/admin/inbox')[0].query)).toEqual({
      _page: '1',
      _limit: '20',
      _sort: 'createdAt',
      _order: 'desc',
    });
  });

  it('filters by type and state and searches, through the URL', async () => {
    const { api } = renderInbox();
    await screen.findByRole('table', { name: 'Inbox messages' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Meeting registration');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Not handled');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the inbox' }), 'neha{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({
        _page: '1',
        _limit: '20',
        _sort: 'createdAt',
        _order: 'desc',
        type: 'meeting',
        state: 'unhandled',
        q: 'neha',
      }),
    );
  });

  it('marks a message handled from its row', async () => {
    const { api } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled: Asha Verma' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/inbox/contact/1/handled')).toHaveLength(1));
    // The list is fetched again and shows the new state.
    expect(await screen.findByRole('button', { name: 'Mark unhandled: Asha Verma' })).toBeInTheDocument();
  });

  it('opens an item: marks it read, shows every field, a reply form with its subject and the handled switch', async () => {
    const { api } = renderInbox();
    await userEvent.click(await screen.findByRole('link', { name: 'Asha Verma' }));
    expect(await screen.findByRole('heading', { name: 'Contact message from Asha Verma' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/inbox/contact/1/read')).toHaveLength(1));
    expect(screen.getByText('Enquiry type').nextElementSibling).toHaveTextContent('Concierge');
    expect(screen.getByText('Message').nextElementSibling).toHaveTextContent(contact.text);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Re: Your message to Utsav Events (Concierge)');

    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled.')).toBeInTheDocument();
    expect(screen.getByText(/Handled by Aarav Admin/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark unhandled' }));
    expect(await screen.findByText('Marked as not handled.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/inbox/contact/1/read')).toHaveLength(1);
  });

  it('replies from the form: the body is required (its error under it), then the reply shows in the thread', async () => {
    const { api } = renderInbox('/admin/inbox/contact/1');
    const send = await screen.findByRole('button', { name: 'Send reply' });
    await userEvent.click(send);
    const body = screen.getByLabelText(/^Your reply/);
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(body.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveTextContent(
      'Write the reply.',
    );
    expect(api.callsTo('POST', '/api/admin/inbox/contact/1/replies')).toHaveLength(0);

    await userEvent.type(body, 'We will call you today.');
    await userEvent.click(send);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/inbox/contact/1/replies')[0]?.body).toEqual({
        subject: 'Re: Your message to Utsav Events (Concierge)',
        body: 'We will call you today.',
      }),
    );
    const thread = await screen.findByRole('region', { name: 'Replies' });
    expect(thread).toHaveTextContent('We will call you today.');
    expect(thread).toHaveTextContent('Sent by Aarav Admin at 1 Sept 2025, 4:35 pm IST');
    expect(await screen.findByText('Reply queued: it goes out in a moment.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('says so when an item address is not one the inbox has', async () => {
    renderInbox('/admin/inbox/orders/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This message could not be loaded.');
  });
});
