import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CONTACT_TEXT } from '../model/text';
import { CONTACT_DELAY_MS } from '../model/timing';
import { ContactForm } from './ContactForm';

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Asha');
  await user.type(screen.getByLabelText(/Last name/), 'Verma');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Message/), 'Please call me about a wedding.');
}

describe('ContactForm', () => {
  it('requires first name, last name, e-mail and message, not the phone', async () => {
    const api = installFakeApi({ 'POST /api/contact-messages': () => ok({ id: 1 }) });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).not.toHaveClass('is-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the +91 prefix and the four enquiry types', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'CONCIERGE',
      'GENERAL',
      'SUPPORT',
      'PARTNERSHIPS',
    ]);
  });

  it('disables the button with Sending... for 2 s while storing, then thanks and empties the form', async () => {
    const api = installFakeApi({ 'POST /api/contact-messages': () => ok({ id: 7 }) });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Phone/), '98100 12345');
    await user.selectOptions(screen.getByLabelText(/Enquiry type/), 'PARTNERSHIPS');

    const started = Date.now();
    await user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(screen.getByRole('button', { name: CONTACT_TEXT.sending })).toBeDisabled();

    expect(await screen.findByText(CONTACT_TEXT.success, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT_DELAY_MS - 20);
    expect(screen.getByTestId('toasts-notices')).toHaveTextContent(CONTACT_TEXT.success);
    expect(api.callsTo('POST', '/api/contact-messages')[0].body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      phone: '98100 12345',
      message: 'Please call me about a wedding.',
      enquiryType: 'PARTNERSHIPS',
    });
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: CONTACT_TEXT.submit })).toBeEnabled();
  }, 10000);

  it('keeps what was typed when sending fails, with the server field errors under the fields', async () => {
    installFakeApi({
      'POST /api/contact-messages': () =>
        fail(400, 'Please correct the highlighted fields', { email: ['Please enter a valid email address'] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));
    expect(await screen.findByText('Please enter a valid email address', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByTestId('toasts-errors')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Please call me about a wedding.');
  }, 10000);
});
