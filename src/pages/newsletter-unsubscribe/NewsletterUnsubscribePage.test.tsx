import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSUBSCRIBE_TEXT } from '@/features/newsletter';
import { fail, installFakeApi, ok, type FakeAnswer } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import NewsletterUnsubscribePage from './index';

const render = (route: string, status: FakeAnswer = ok({ email: 'riya@example.com', subscribed: true })) => {
  const api = installFakeApi({
    'GET /api/newsletter/unsubscribe': () => status,
    'POST /api/newsletter/unsubscribe': () => ok({ email: 'riya@example.com', subscribed: false }),
  });
  renderWithProviders(<NewsletterUnsubscribePage />, { route, path: '/newsletter/unsubscribe' });
  return api;
};

describe('the newsletter unsubscribe page', () => {
  it('asks first (opening the link changes nothing) and unsubscribes on the button', async () => {
    const api = render('/newsletter/unsubscribe?token=u1-1-abc');
    expect(await screen.findByText(UNSUBSCRIBE_TEXT.confirmIntro('riya@example.com'))).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/newsletter/unsubscribe')[0].query.get('token')).toBe('u1-1-abc');
    expect(api.callsTo('POST', '/api/newsletter/unsubscribe')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBE_TEXT.done('riya@example.com'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/newsletter/unsubscribe')[0].body).toEqual({ token: 'u1-1-abc' });
  });

  it('shows the server’s reason for a bad or expired link', async () => {
    render('/newsletter/unsubscribe?token=forged', fail(400, 'This unsubscribe link is not valid.'));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('needs a token', async () => {
    const api = render('/newsletter/unsubscribe');
    expect(await screen.findByText(UNSUBSCRIBE_TEXT.noToken)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
