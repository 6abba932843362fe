import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { RequireAdmin, authActions } from '@/features/auth';
import { PRODUCT_TEXT, type Product } from '@/features/product-admin';
import { registerNavigator } from '@/shared/lib/navigation';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminProductEntryPage from './index';

// These tests type into whole forms; on a busy machine that can take longer than jest's default 5 s.
jest.setTimeout(20_000);

const admin = { id: 1, firstName: 'Aarav', lastName: 'Admin', email: 'admin@example.com', phone: '', role: 'Admin' as const };
const customer = { ...admin, id: 2, role: 'Customer' as const };

const product = (id: number, name: string, extra: Partial<Product> = {}) => makeProduct({ id, name, price: 1000 + id, ...extra });

const catalogue = [product(1, 'Festive Gift Hamper'), product(2, 'Printed Tote Bag'), product(3, 'Brass Diya Set', { isActive: false })];

function AdminLoginStub() {
  const location = useLocation();
  return <p>Admin login page{location.search}</p>;
}

function renderPage(routes: Record<string, FakeRoute>, route = '/admin/product-entry') {
  const api = installFakeApi({
    'GET /api/Auth/verify-token': () => ok({ valid: true, user: admin }),
    'GET /api/Product': () => ok(catalogue),
    'GET /api/Category/all-flat': () => ok([{ id: 1, name: 'Gifting' }]),
    'POST /api/User/logout': () => ok(null),
    ...routes,
  });
  // Behind the route's guard, as in the app: the load-time check is the guard's.
  const view = renderWithProviders(
    <RequireAdmin>
      <AdminProductEntryPage />
    </RequireAdmin>,
    {
    route,
    path: '/admin/product-entry/*',
    extraRoutes: { '/admin/login': <AdminLoginStub /> },
    },
  );
  const navigate = jest.fn();
  registerNavigator(navigate);
  act(() => {
    view.store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: admin }));
  });
  return { api, navigate, ...view };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the product entry page', () => {
  it('shows the breadcrumb, the form and the list, filtered by the search in the URL', async () => {
    renderPage({}, '/admin/product-entry?q=tote');
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Admin', 'Product Management', 'Product Entry']);
    expect(crumbs[2]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Printed Tote Bag')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    const search = screen.getByLabelText('Search by name or SKU');
    expect(search).toHaveValue('tote');

    await userEvent.clear(search);
    await userEvent.type(search, 'SKU-3');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Brass Diya Set')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText(PRODUCT_TEXT.noProducts)).toBeInTheDocument();
  });

  it('asks before deleting, deletes, and reloads the list', async () => {
    let list = catalogue;
    const { api } = renderPage({
      'GET /api/Product': () => ok(list),
      'DELETE /api/Product/2': () => {
        list = catalogue.filter((p) => p.id !== 2);
        return ok(null, 'Deleted');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Printed Tote Bag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent(PRODUCT_TEXT.confirmDelete);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/Product/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Printed Tote Bag' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PRODUCT_TEXT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Printed Tote Bag')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/Product/2')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Product').length).toBeGreaterThanOrEqual(2);
  });

  it('loads a row into the form on Edit and returns to create mode on Cancel', async () => {
    renderPage({});
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Brass Diya Set' }));
    expect(screen.getByRole('heading', { name: 'Edit product: Brass Diya Set' })).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Brass Diya Set');
    expect(screen.getByLabelText(/Active/)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add a product' })).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('stops a save when the server no longer sees an admin', async () => {
    let verifyAs: typeof admin | typeof customer = admin;
    const { api } = renderPage({
      'GET /api/Auth/verify-token': () => ok({ valid: true, user: verifyAs }),
      'PUT /api/Product/1': () => ok(null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Festive Gift Hamper' }));
    verifyAs = customer;
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PRODUCT_TEXT.actionDenied)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/Product/1')).toHaveLength(0);
  });

  it('logs out a non-admin on load with the access message', async () => {
    const { store } = renderPage({
      'GET /api/Auth/verify-token': (call) => (call.headers.get('authorization') ? ok({ valid: true, user: customer }) : fail(401, 'Authentication required')),
    });
    expect(await screen.findByText(PRODUCT_TEXT.accessPageDenied)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(screen.getAllByText(PRODUCT_TEXT.accessPageDenied)).toHaveLength(1);
  });

  it('logs out when the verification itself fails (a server error), with the server\'s message', async () => {
    const { api, store } = renderPage({ 'GET /api/Auth/verify-token': () => fail(500, 'Verification service unavailable') });
    expect(await screen.findByText('Verification service unavailable')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
    expect(store.getState().auth.refreshToken).toBeNull();
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/User/logout')).toHaveLength(1);
  });

  it('sends the admin to the login with Session expired when a save is answered 401 after a failed refresh', async () => {
    const { store } = renderPage({
      'PUT /api/Product/1': () => fail(401, 'Token expired'),
      'POST /api/Auth/refresh-token': () => fail(401, 'Revoked'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Festive Gift Hamper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PRODUCT_TEXT.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByText('Admin login page?session=expired')).toBeInTheDocument();
    expect(store.getState().auth.accessToken).toBeNull();
  });
});
