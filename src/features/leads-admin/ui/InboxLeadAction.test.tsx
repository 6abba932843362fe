import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { InboxLeadAction } from './InboxLeadAction';

describe('InboxLeadAction', () => {
  it('makes a contact message a lead with "Event enquiry", then links to the lead instead', async () => {
    let lead: { id: number; stage: 'new' } | null = null;
    const api = installFakeApi({
      'GET /api/admin/leads/source/contact/4': () => ok({ lead }),
      'POST /api/admin/leads/source/contact/4': () => {
        lead = { id: 9, stage: 'new' };
        return { status: 201, body: { isSuccess: true, message: 'The message is now a lead.', data: { id: 9 } } };
      },
    });
    renderWithProviders(<InboxLeadAction source="contact" id={4} />);
    const button = await screen.findByRole('button', { name: 'Event enquiry' });
    expect(button).toHaveAccessibleDescription('Makes this message a lead in the enquiry pipeline.');
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Open the lead' })).toHaveAttribute('href', '/admin/leads/9');
    expect(screen.queryByRole('button', { name: 'Event enquiry' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/leads/source/contact/4')).toHaveLength(1));
  });

  it('offers no button on a consultation request (it is a lead from the start), only the link', async () => {
    installFakeApi({ 'GET /api/admin/leads/source/consultation/2': () => ok({ lead: { id: 3, stage: 'contacted' } }) });
    renderWithProviders(<InboxLeadAction source="consultation" id={2} />);
    expect(await screen.findByText(/This message is a lead \(Contacted\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
