import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeAddress, officeAddress } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AddressBook } from './AddressBook';

/** A fake server holding a list the mutations change, like the real one. */
function addressServer(initial = [homeAddress, officeAddress]) {
  let rows = initial.map((row) => ({ ...row }));
  const api = installFakeApi({
    'GET /api/Address/user': () => ok(rows),
    'PUT /api/Address/2': (call) => {
      const body = call.body as typeof officeAddress;
      if (body.isDefault) rows = rows.map((row) => ({ ...row, isDefault: false }));
      rows = rows.map((row) => (row.id === 2 ? { ...row, ...body, id: 2 } : row));
      return ok(rows.find((row) => row.id === 2));
    },
    'DELETE /api/Address/2': () => {
      rows = rows.filter((row) => row.id !== 2);
      return ok(null);
    },
  });
  return api;
}

const card = (street: string) => screen.getByText(street).closest('li') as HTMLElement;

describe('AddressBook', () => {
  it('lists street, city, state, PIN code and country with the default marked', async () => {
    addressServer();
    renderWithProviders(<AddressBook />);
    const home = await screen.findByText(homeAddress.street).then((el) => el.closest('li') as HTMLElement);
    expect(home).toHaveTextContent('New Delhi, Delhi 110016');
    expect(home).toHaveTextContent('India');
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(card(officeAddress.street)).queryByText('Default')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, then fetches the list again', async () => {
    const api = addressServer();
    renderWithProviders(<AddressBook />);
    await screen.findByText(officeAddress.street);

    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/Address/2')).toHaveLength(0);

    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(officeAddress.street)).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/Address/2')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Address/user')).toHaveLength(2);
    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
  });

  it('sets a default with the whole address and shows the refetched list', async () => {
    const api = addressServer();
    renderWithProviders(<AddressBook />);
    await screen.findByText(officeAddress.street);
    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Set as default/ }));

    await waitFor(() => expect(within(card(officeAddress.street)).getByText('Default')).toBeInTheDocument());
    expect(within(card(homeAddress.street)).queryByText('Default')).not.toBeInTheDocument();
    const { id: _id, ...fields } = officeAddress;
    expect(api.callsTo('PUT', '/api/Address/2')[0].body).toEqual({ ...fields, isDefault: true });
    expect(api.callsTo('GET', '/api/Address/user')).toHaveLength(2);
  });

  it('opens the edit form with the chosen address and saves it', async () => {
    const api = addressServer();
    renderWithProviders(<AddressBook />);
    await screen.findByText(officeAddress.street);
    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Edit/ }));

    // Choosing another address while editing starts over with that one. (The form's code loads
    // when it is first opened.)
    await userEvent.type(await screen.findByLabelText(/Street address/), ' (typed)');
    await userEvent.click(within(card(homeAddress.street)).getByRole('button', { name: /^Edit/ }));
    expect(screen.getByLabelText(/Street address/)).toHaveValue(homeAddress.street);
    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Edit/ }));

    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText(/Street address/)).toHaveValue(officeAddress.street);
    // The form opens on its first field, the recipient's name.
    expect(within(form).getByLabelText(/Recipient's name/)).toHaveFocus();
    await userEvent.clear(within(form).getByLabelText(/City/));
    await userEvent.type(within(form).getByLabelText(/City/), 'Gurgaon');
    await userEvent.click(within(form).getByRole('button', { name: 'Update address' }));

    expect(await screen.findByText('Gurgaon, Haryana 122002')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit address' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Address/user')).toHaveLength(2);
  });

  it('shows failures in a banner: the server message, otherwise the spec fallback', async () => {
    installFakeApi({ 'GET /api/Address/user': () => ({ status: 500 }) });
    renderWithProviders(<AddressBook />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch addresses');

    installFakeApi({
      'GET /api/Address/user': () => ok([homeAddress, officeAddress]),
      'DELETE /api/Address/2': () => fail(404, 'Address not found'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(officeAddress.street);
    await userEvent.click(within(card(officeAddress.street)).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Address not found');
  });

  it('invites to add the first address', async () => {
    addressServer([]);
    renderWithProviders(<AddressBook />);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(await screen.findByRole('form', { name: 'Add a new address' })).toBeInTheDocument();
  });
});
