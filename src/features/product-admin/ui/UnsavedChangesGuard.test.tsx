import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <label>
        Name <input onChange={() => setDirty(true)} />
      </label>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/edit?page=2">Page 2</Link>
      <UnsavedChangesGuard
        when={dirty}
        title="Leave without saving?"
        message="Changes are lost."
        leaveLabel="Leave"
        stayLabel="Stay"
      />
    </>
  );
}

const renderEditor = () =>
  render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<Editor />} />
        <Route path="/elsewhere" element={<p>Another page</p>} />
      </Routes>
    </MemoryRouter>,
  );

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without a question', async () => {
    renderEditor();
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('asks before an in-app link leaves unsaved changes: Stay keeps them, Leave goes', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(beforeUnloadPrevented()).toBe(true);
    // Paging a list on the same page keeps the form: no question.
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Name')).toHaveValue('x');
    expect(screen.queryByText('Another page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('stops asking once the changes are saved', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });
});
