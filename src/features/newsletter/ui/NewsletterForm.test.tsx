import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NEWSLETTER_TEXT } from '../model/text';
import { NEWSLETTER_DELAY_MS } from '../model/timing';
import { NewsletterForm } from './NewsletterForm';

const field = () => screen.getByLabelText(/Email address/);

describe('NewsletterForm', () => {
  it('shows the spec message with a red border for an invalid or empty e-mail, and sends nothing', async () => {
    const api = installFakeApi({ 'POST /api/newsletter': () => ok({ welcomeMail: 'sent' }) });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);

    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field()).toHaveClass('is-invalid');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(field(), 'name@domain');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('stores a valid address, shows Sending..., then after 800 ms the success text and clears the field', async () => {
    const api = installFakeApi({ 'POST /api/newsletter': () => ok({ welcomeMail: 'sent' }) });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);

    await user.type(field(), '  Asha@Example.com ');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.sending })).toBeDisabled();

    expect(await screen.findByText(NEWSLETTER_TEXT.success, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(NEWSLETTER_DELAY_MS - 20);
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveClass('is-invalid');
    expect(api.callsTo('POST', '/api/newsletter')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/newsletter')[0].body).toEqual({ email: 'asha@example.com' });
    expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit })).toBeEnabled();
  });

  it('says the code will arrive shortly, not that it has been sent, when the mail server has not taken it yet', async () => {
    installFakeApi({ 'POST /api/newsletter': () => ok({ welcomeMail: 'queued' }) });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(await screen.findByText(NEWSLETTER_TEXT.successQueued, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(NEWSLETTER_TEXT.success)).not.toBeInTheDocument();
  });

  it('puts a server field error under the field and keeps the address', async () => {
    installFakeApi({
      'POST /api/newsletter': () =>
        fail(400, 'Please correct the highlighted fields', { email: ['Must be at most 254 characters'] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(await screen.findByText('Must be at most 254 characters', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(field()).toHaveValue('asha@example.com');
    expect(screen.queryByText(NEWSLETTER_TEXT.success)).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    installFakeApi({ 'POST /api/newsletter': () => ({ status: 500, body: {} }) });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
    expect(await screen.findByText(NEWSLETTER_TEXT.failed, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(field()).toHaveValue('asha@example.com');
  });
});
