import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { homeAddress } from '@/test/accountFixtures';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AddressForm } from './AddressForm';

const noop = () => undefined;

async function fill(values: {
  recipientName?: string;
  recipientPhone?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}) {
  const { recipientName = 'Asha Verma', recipientPhone = '98765 43210' } = values;
  if (recipientName) await userEvent.type(screen.getByLabelText(/Recipient's name/), recipientName);
  if (recipientPhone) await userEvent.type(screen.getByLabelText(/Recipient's mobile number/), recipientPhone);
  if (values.street !== undefined) await userEvent.type(screen.getByLabelText(/Street address/), values.street);
  if (values.city !== undefined) await userEvent.type(screen.getByLabelText(/City/), values.city);
  if (values.state !== undefined)
    await userEvent.selectOptions(screen.getByLabelText(/State or union territory/), values.state);
  if (values.zipCode !== undefined) await userEvent.type(screen.getByLabelText(/PIN code/), values.zipCode);
}

describe('AddressForm', () => {
  it('requires the recipient, street, city, state and PIN code, ties the errors to the fields, and sends nothing', async () => {
    const api = installFakeApi({});
    renderWithProviders(<AddressForm onSaved={noop} onCancel={noop} onError={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Recipient's name/)).toHaveAccessibleDescription("Recipient's name is required");
    expect(screen.getByLabelText(/Recipient's mobile number/)).toHaveAccessibleDescription(
      /Recipient's mobile number is required/,
    );
    expect(screen.getByLabelText(/Street address/)).toHaveAccessibleDescription('Street address is required');
    expect(screen.getByLabelText(/City/)).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText(/State or union territory/)).toHaveAccessibleDescription('Please select a state');
    expect(screen.getByLabelText(/PIN code/)).toHaveAccessibleDescription(/PIN code is required/);
    // Country starts as India, the only country served.
    expect(screen.getByLabelText(/Country/)).toHaveValue('India');
    expect(api.calls).toHaveLength(0);
  });

  it('accepts only a six-digit Indian PIN code', async () => {
    const api = installFakeApi({});
    renderWithProviders(<AddressForm onSaved={noop} onCancel={noop} onError={noop} />);
    await fill({ street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '5600' });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid 6-digit PIN code')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/PIN code/));
    await userEvent.type(screen.getByLabelText(/PIN code/), '012345');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks the recipient mobile is Indian and the PIN code belongs to the chosen state', async () => {
    const api = installFakeApi({});
    renderWithProviders(<AddressForm onSaved={noop} onCancel={noop} onError={noop} />);
    await fill({
      recipientPhone: '+1 415 555 0100',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '110003',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This PIN code is not in Karnataka')).toBeInTheDocument();
    expect(screen.getByLabelText(/PIN code/)).toHaveAccessibleDescription(/This PIN code is not in Karnataka/);
    expect(screen.getByLabelText(/Recipient's mobile number/)).toHaveAccessibleDescription(
      /Please enter a 10-digit Indian mobile number/,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('offers the 28 states and 8 union territories', () => {
    installFakeApi({});
    renderWithProviders(<AddressForm onSaved={noop} onCancel={noop} onError={noop} />);
    const options = screen.getAllByRole('option').filter((option) => option.closest('select')?.id === 'field-state');
    // 36 places plus the "Select a state" prompt.
    expect(options).toHaveLength(37);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Delhi', 'Ladakh', 'Tamil Nadu', 'Puducherry']),
    );
  });

  it('adds with POST /api/Address and reports the saved address', async () => {
    const saved = {
      ...homeAddress,
      id: 9,
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
    };
    const api = installFakeApi({ 'POST /api/Address': () => ok(saved) });
    const onSaved = jest.fn();
    renderWithProviders(<AddressForm onSaved={onSaved} onCancel={noop} onError={noop} />);
    await fill({ street: '  12 MG Road ', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
    await userEvent.click(screen.getByLabelText('Make this my default address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, 'add'));
    expect(api.callsTo('POST', '/api/Address')[0].body).toEqual({
      recipientName: 'Asha Verma',
      recipientPhone: '98765 43210',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'India',
      isDefault: true,
    });
  });

  it('edits the address whose id it holds with PUT /api/Address/{id}', async () => {
    const api = installFakeApi({ 'PUT /api/Address/1': (call) => ok({ ...(call.body as object), id: 1 }) });
    const onSaved = jest.fn();
    renderWithProviders(<AddressForm address={homeAddress} onSaved={onSaved} onCancel={noop} onError={noop} />);
    expect(screen.getByLabelText(/Street address/)).toHaveValue(homeAddress.street);
    await userEvent.clear(screen.getByLabelText(/City/));
    await userEvent.type(screen.getByLabelText(/City/), 'Delhi');
    await userEvent.click(screen.getByRole('button', { name: 'Update address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const { id: _id, ...fields } = homeAddress;
    expect(api.callsTo('PUT', '/api/Address/1')[0].body).toEqual({ ...fields, city: 'Delhi' });
  });

  it("puts the server's field errors under the fields and other failures in the banner, with the spec fallbacks", async () => {
    installFakeApi({
      'POST /api/Address': () =>
        fail(400, 'Please correct the highlighted fields', { zipCode: ['PIN code not served'] }),
    });
    const onError = jest.fn();
    renderWithProviders(<AddressForm onSaved={noop} onCancel={noop} onError={onError} />);
    await fill({ street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('PIN code not served')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();

    installFakeApi({ 'POST /api/Address': () => ({ status: 500 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Failed to add address'));

    installFakeApi({
      'POST /api/Address': () => fail(409, 'You can save up to 20 addresses. Delete one to add another.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith('You can save up to 20 addresses. Delete one to add another.'),
    );
  });
});
