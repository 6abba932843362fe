import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING } from '@/content/meeting';
import { MEETING_FIELD_MESSAGES } from '@/shared/contract/meetingRegistration';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { MEETING_TEXT } from '../model/text';
import { MeetingRegistrationForm } from './MeetingRegistrationForm';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });

const progress = () => screen.getByRole('progressbar', { name: MEETING_TEXT.progressLabel });
const submit = () => screen.getByRole('button', { name: MEETING_TEXT.submit });

async function fill(values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    name: /^Name/,
    mobile: /Mobile Number/,
    age: /Age/,
    city: /City/,
    profession: /Profession/,
    organization: /Organization/,
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const neha = {
  name: 'Neha Gupta',
  mobile: '+91 98765 43210',
  age: '34',
  city: 'Gurugram',
  profession: 'Event manager',
  organization: 'Acme Corp',
};

describe('MeetingRegistrationForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('moves the completion bar with each filled field and enables Submit Details only when all six are filled', async () => {
    installFakeApi({});
    renderWithProviders(<MeetingRegistrationForm />);
    expect(screen.getByRole('heading', { name: 'Join Our Meeting' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(submit()).toBeDisabled();

    await fill({ name: 'Neha Gupta', mobile: '9876543210' });
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    await fill({ age: '34', city: '   ' });
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    await fill({ city: 'Delhi', profession: 'Planner' });
    expect(progress()).toHaveAttribute('aria-valuenow', '83');
    expect(submit()).toBeDisabled();
    await fill({ organization: 'Acme' });
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(submit()).toBeEnabled();
    await fill({ name: '  ' });
    expect(submit()).toBeDisabled();
  });

  it('refuses an age outside 1-120 without calling the server', async () => {
    const api = installFakeApi({});
    renderWithProviders(<MeetingRegistrationForm />);
    await fill({ ...neha, age: '121' });
    await user.click(submit());
    expect(await screen.findByText(MEETING_FIELD_MESSAGES.ageRange)).toBeInTheDocument();
    expect(screen.getByLabelText(/Age/)).toHaveAccessibleDescription(MEETING_FIELD_MESSAGES.ageRange);
    expect(screen.getByLabelText(/Age/)).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed registration and shows the success view with the Join the Meeting link', async () => {
    const api = installFakeApi({ 'POST /api/meeting-registrations': () => ok(null) });
    renderWithProviders(<MeetingRegistrationForm />);
    await fill({ ...neha, city: ' Gurugram ' });
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: MEETING_TEXT.successTitle })).toHaveFocus();
    expect(screen.getByText("Welcome aboard! You're all set to join our exclusive meeting.")).toBeInTheDocument();
    const join = screen.getByRole('link', { name: /Join the Meeting/ });
    expect(join).toHaveAttribute('href', MEETING.joinUrl);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(api.callsTo('POST', '/api/meeting-registrations')[0].body).toEqual({ ...neha, age: 34, city: 'Gurugram' });
  });

  it("shows the server's field errors under the fields, and a message when the server cannot be reached", async () => {
    installFakeApi({
      'POST /api/meeting-registrations': () =>
        fail(400, 'Please correct the highlighted fields', { mobile: ['Please enter a valid phone number'] }),
    });
    renderWithProviders(<MeetingRegistrationForm />);
    await fill(neha);
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MEETING_TEXT.failure);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Neha Gupta');
  });
});
