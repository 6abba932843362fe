import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CONSULTATION_FIELD_MESSAGES } from '@/shared/contract/consultation';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { CONSULTATION_TEXT } from '../model/text';
import type { ConsultationPrefill } from '../model/types';
import { ConsultationRequestForm } from './ConsultationRequestForm';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });

const send = () => screen.getByRole('button', { name: CONSULTATION_TEXT.submit });

async function fillRequired() {
  await user.type(screen.getByLabelText(/^Name/), 'Vikram Mehta');
  await user.type(screen.getByLabelText(/^Email/), 'vikram@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '98111 22233');
  await user.selectOptions(screen.getByLabelText(/Consultation type/), 'packages');
  await user.selectOptions(screen.getByLabelText(/Preferred contact method/), 'phone-call');
  await user.type(screen.getByLabelText(/^Message/), 'Annual day for 400 people');
}

describe('ConsultationRequestForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('validates the required fields before sending', async () => {
    const api = installFakeApi({});
    renderWithProviders(<ConsultationRequestForm />);
    await user.click(send());
    expect(await screen.findByText(CONSULTATION_FIELD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/Consultation type/)).toHaveAccessibleDescription(
      CONSULTATION_FIELD_MESSAGES.typeRequired,
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(CONSULTATION_FIELD_MESSAGES.messageRequired);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the eight fields and shows the submitted state with the reference', async () => {
    const api = installFakeApi({ 'POST /api/consultations': () => ok({ reference: 'CR-000004' }) });
    renderWithProviders(<ConsultationRequestForm />);
    await fillRequired();
    await user.selectOptions(screen.getByLabelText(/Budget/), '50000-200000');
    await user.click(send());

    expect(await screen.findByRole('heading', { name: CONSULTATION_TEXT.submittedTitle })).toHaveFocus();
    expect(screen.getByText(CONSULTATION_TEXT.reference('CR-000004'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/consultations')[0].body).toEqual({
      name: 'Vikram Mehta',
      email: 'vikram@example.com',
      phone: '98111 22233',
      consultationType: 'packages',
      preferredMethod: 'phone-call',
      message: 'Annual day for 400 people',
      eventType: '',
      budget: '50000-200000',
    });
    await user.click(screen.getByRole('button', { name: CONSULTATION_TEXT.another }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps what was typed and explains when sending fails', async () => {
    installFakeApi({ 'POST /api/consultations': () => fail(500, '') });
    renderWithProviders(<ConsultationRequestForm />);
    await fillRequired();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSULTATION_TEXT.failure);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Annual day for 400 people');
  });

  it('takes the consultation type and message from an Enquire button', async () => {
    installFakeApi({});
    const prefill: ConsultationPrefill = {
      token: 1,
      values: { consultationType: 'activities', message: 'I would like to know more about Caricature.' },
    };
    function WithEnquireButton() {
      const [current, setCurrent] = useState<ConsultationPrefill | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setCurrent(prefill)}>
            Enquire
          </button>
          <ConsultationRequestForm prefill={current} />
        </>
      );
    }
    renderWithProviders(<WithEnquireButton />);
    await user.click(screen.getByRole('button', { name: 'Enquire' }));
    expect(screen.getByLabelText(/Consultation type/)).toHaveValue('activities');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('I would like to know more about Caricature.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });
});
