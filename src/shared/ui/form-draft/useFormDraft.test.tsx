import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik } from 'formik';
import { formDraftKey } from '@/shared/lib/formDraftStorage';
import { FormDraftKeeper, FORM_DRAFT_TEXT, clearFormDraft } from '.';

interface Values {
  name: string;
  price: string;
  password: string;
}

const blank: Values = { name: '', price: '', password: '' };
const KEY = formDraftKey('product', 7);

function ProductLikeForm({ initialValues = blank, onSaved }: { initialValues?: Values; onSaved?: () => void }) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      onSubmit={() => {
        clearFormDraft('product', 7);
        onSaved?.();
      }}
    >
      <Form>
        <FormDraftKeeper form="product" recordId={7} />
        <label htmlFor="name">Name</label>
        <Field id="name" name="name" />
        <label htmlFor="price">Price</label>
        <Field id="price" name="price" />
        <label htmlFor="password">Password</label>
        <Field id="password" name="password" type="password" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

/** Replaces a field's text as a user would (cleared, then typed). */
async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const stored = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { savedAt: string; values: Values } | null;

beforeEach(() => sessionStorage.clear());

describe('useFormDraft (FormDraftKeeper)', () => {
  it('keeps unsaved values on the device, never the password, and forgets them when the form is back to its start', async () => {
    render(<ProductLikeForm />);
    await type(screen.getByLabelText('Name'), 'Gift Set');
    await type(screen.getByLabelText('Password'), 's3cret!');
    expect(stored()?.values).toEqual({ name: 'Gift Set', price: '' });
    expect(sessionStorage.getItem(KEY)).not.toContain('s3cret');

    await type(screen.getByLabelText('Name'), '');
    await type(screen.getByLabelText('Password'), '');
    expect(stored()).toBeNull();
  });

  it('offers the kept values when the form is opened again, with their IST time; Restore fills the form', async () => {
    const first = render(<ProductLikeForm />);
    await type(screen.getByLabelText('Name'), 'Gift Set');
    await type(screen.getByLabelText('Price'), '1499');
    first.unmount(); // the session expired: the page went to the login screen

    render(<ProductLikeForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/You have unsaved changes from \d\d:\d\d IST\./);
    await userEvent.click(screen.getByRole('button', { name: FORM_DRAFT_TEXT.restore }));
    expect(screen.getByLabelText('Name')).toHaveValue('Gift Set');
    expect(screen.getByLabelText('Price')).toHaveValue('1499');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Discard forgets the kept values and leaves the form as it was opened', async () => {
    const first = render(<ProductLikeForm />);
    await type(screen.getByLabelText('Name'), 'Gift Set');
    first.unmount();

    const second = render(<ProductLikeForm />);
    await userEvent.click(screen.getByRole('button', { name: FORM_DRAFT_TEXT.discard }));
    expect(stored()).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    second.unmount();
    render(<ProductLikeForm />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a successful save clears the draft, so nothing is offered next time', async () => {
    const saved = jest.fn();
    const first = render(<ProductLikeForm onSaved={saved} />);
    await type(screen.getByLabelText('Name'), 'Gift Set');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(stored()).toBeNull();
    first.unmount();
    render(<ProductLikeForm />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers nothing when the kept values are what the form opens with', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: new Date().toISOString(), values: { name: 'A', price: '1' } }),
    );
    render(<ProductLikeForm initialValues={{ name: 'A', price: '1', password: '' }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
