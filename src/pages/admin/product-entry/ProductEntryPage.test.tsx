import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { RequireAdmin, authActions } from '@/features/auth';
import { PRODUCT_TABLE_TEXT, PRODUCT_TEXT, PRODUCT_UNSAVED_TEXT } from '@/features/product-admin';
import type { Product } from '@/shared/contract/product';
import { registerNavigator } from '@/shared/lib/navigation';
import { captureDownloads } from '@/test/downloads';
import { fail, installFakeApi, ok, okList, type FakeRoute } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ProductEntryScreen } from './index';

// These tests type into whole forms; on a busy machine that can take longer than jest's default 5 s.
jest.setTimeout(20_000);

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};
const customer = { ...admin, id: 2, role: 'Customer' as const };

const product = (id: number, name: string, extra: Partial<Product> = {}) =>
  makeProduct({ id, name, price: 1000 + id, ...extra });

const catalogue = [
  product(1, '=Festive Gift Hamper', { sku: 'FGH-1', stockQuantity: 25 }),
  product(2, 'Printed Tote Bag', { stockQuantity: 3 }),
  product(3, 'Brass Diya Set', { isActive: false, stockQuantity: 0 }),
];

/** The server's list: a search by name, paged by the query the page sent. */
const listOf =
  (products: Product[]): FakeRoute =>
  (call) => {
    const q = (call.query.get('q') ?? '').toLowerCase();
    const matches = products.filter((p) => p.name.toLowerCase().includes(q));
    const limit = Number(call.query.get('_limit') ?? 20);
    const page = Number(call.query.get('_page') ?? 1);
    return okList(matches.slice((page - 1) * limit, page * limit), matches.length);
  };

function AdminLoginStub() {
  const location = useLocation();
  return <p>Admin login page{location.search}</p>;
}

function renderPage(routes: Record<string, FakeRoute>, route = '/admin/product-entry') {
  const api = installFakeApi({
    'GET /api/Auth/verify-token': () => ok({ valid: true, user: admin }),
    'GET /api/Product': listOf(catalogue),
    'GET /api/Category/all-flat': () =>
      ok([
        { id: 1, name: 'Gifting' },
        { id: 2, name: 'Décor' },
      ]),
    'POST /api/User/logout': () => ok(null),
    ...routes,
  });
  // Behind the route's guard, as in the app: the load-time check is the guard's.
  const view = renderWithProviders(
    <RequireAdmin>
      <ProductEntryScreen />
    </RequireAdmin>,
    {
      route,
      path: '/admin/product-entry',
      extraRoutes: { '/admin/login': <AdminLoginStub /> },
    },
  );
  const navigate = jest.fn();
  registerNavigator(navigate);
  act(() => {
    view.store.dispatch(
      authActions.loggedIn({ tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: admin }),
    );
  });
  return { api, navigate, ...view };
}

const lastListQuery = (api: ReturnType<typeof installFakeApi>) =>
  Object.fromEntries(api.callsTo('GET', '/api/Product').at(-1)!.query);
const productRows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => sessionStorage.clear());

describe('the product entry page', () => {
  it('asks the server for the search, filters, sort, page and size in the URL, and shows them', async () => {
    const { api } = renderPage(
      {},
      '/admin/product-entry?q=tote&categoryId=2&active=false&stock=low&sort=price&order=asc&page=2&limit=50',
    );
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Admin', 'Product Management', 'Product Entry']);
    await waitFor(() => expect(api.callsTo('GET', '/api/Product').length).toBeGreaterThan(0));
    expect(lastListQuery(api)).toEqual({
      q: 'tote',
      categoryId: '2',
      active: 'false',
      stock: 'low',
      _sort: 'price',
      _order: 'asc',
      _page: '2',
      _limit: '50',
    });
    expect(screen.getByLabelText(PRODUCT_TABLE_TEXT.search)).toHaveValue('tote');
    // The filter's options come with the categories, a request of their own: read once they are in.
    const categoryFilter = screen.getByLabelText(PRODUCT_TABLE_TEXT.categoryFilter);
    await within(categoryFilter).findByRole('option', { name: 'Décor' });
    expect(categoryFilter).toHaveDisplayValue('Décor');
    expect(screen.getByLabelText(PRODUCT_TABLE_TEXT.statusFilter)).toHaveDisplayValue(PRODUCT_TEXT.inactive);
    expect(screen.getByLabelText(PRODUCT_TABLE_TEXT.stockFilter)).toHaveDisplayValue(
      'Low (a size at or below its threshold)',
    );
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');

    // A new filter starts again at page 1.
    await userEvent.selectOptions(screen.getByLabelText(PRODUCT_TABLE_TEXT.stockFilter), 'Out of stock');
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ stock: 'out', _page: '1', q: 'tote' }));
  });

  it('restores the last list state when the page is opened again from the menu', async () => {
    const first = renderPage({}, '/admin/product-entry?stock=out&sort=name&order=asc');
    await waitFor(() => expect(lastListQuery(first.api)).toMatchObject({ stock: 'out', _sort: 'name' }));
    first.unmount();
    const again = renderPage({});
    await waitFor(() => expect(again.api.callsTo('GET', '/api/Product').length).toBeGreaterThan(0));
    expect(lastListQuery(again.api)).toMatchObject({ stock: 'out', _sort: 'name', _order: 'asc' });
    expect(await screen.findByLabelText(PRODUCT_TABLE_TEXT.stockFilter)).toHaveDisplayValue('Out of stock');
  });

  it('asks before deleting, deletes, and reloads the list', async () => {
    let list = catalogue;
    const { api } = renderPage({
      'GET /api/Product': (call) => listOf(list)(call),
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
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(PRODUCT_TEXT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Printed Tote Bag')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/Product/2')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Product').length).toBeGreaterThanOrEqual(2);
  });

  it('deletes the ticked products after a confirmation naming how many', async () => {
    let list = catalogue;
    const deleteRoute: FakeRoute = (call) => {
      list = list.filter((p) => `/api/Product/${p.id}` !== call.path);
      return ok(null, 'Deleted');
    };
    const { api } = renderPage({
      'GET /api/Product': (call) => listOf(list)(call),
      'DELETE /api/Product/1': deleteRoute,
      'DELETE /api/Product/3': deleteRoute,
    });
    const deleteSelected = await screen.findByRole('button', { name: PRODUCT_TABLE_TEXT.deleteSelected });
    expect(deleteSelected).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select =Festive Gift Hamper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brass Diya Set' }));
    expect(screen.getByText('2 products selected')).toBeInTheDocument();
    await userEvent.click(deleteSelected);
    const dialog = await screen.findByRole('dialog', { name: PRODUCT_TABLE_TEXT.confirmBulkTitle });
    expect(dialog).toHaveTextContent('Delete 2 products?');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['=Festive Gift Hamper', 'Brass Diya Set']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 products deleted')).toBeInTheDocument();
    expect([api.callsTo('DELETE', '/api/Product/1').length, api.callsTo('DELETE', '/api/Product/3').length]).toEqual([
      1, 1,
    ]);
    await waitFor(() => expect(productRows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: PRODUCT_TABLE_TEXT.deleteSelected })).toBeDisabled();
  });

  it('ticks every row of the page at once', async () => {
    renderPage({});
    await screen.findByText('Printed Tote Bag');
    await userEvent.click(screen.getByRole('checkbox', { name: PRODUCT_TABLE_TEXT.selectPage }));
    expect(
      screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByText('3 products selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Printed Tote Bag' }));
    expect(screen.getByRole('checkbox', { name: PRODUCT_TABLE_TEXT.selectPage })).toHaveProperty('indeterminate', true);
  });

  it('exports every product of the current search as CSV with the visible columns, formula-safe', async () => {
    const { blobs, restore } = captureDownloads();
    const many = Array.from({ length: 130 }, (_, index) =>
      product(index + 10, `Hamper ${index + 1}`, { categoryId: 2, sku: `H-${index + 1}` }),
    );
    const { api } = renderPage(
      { 'GET /api/Product': listOf([...catalogue, ...many]) },
      '/admin/product-entry?q=hamper',
    );
    await screen.findByText('Hamper 1');
    await userEvent.click(screen.getByRole('button', { name: PRODUCT_TABLE_TEXT.exportCsv }));
    expect(await screen.findByText('Exported 131 products.')).toBeInTheDocument();
    const exportCalls = api.callsTo('GET', '/api/Product').filter((call) => call.query.get('_limit') === '100');
    expect(exportCalls.map((call) => [call.query.get('_page'), call.query.get('q')])).toEqual([
      ['1', 'hamper'],
      ['2', 'hamper'],
    ]);
    const lines = (await blobs[0].text()).split('\r\n');
    expect(lines).toHaveLength(132);
    expect(lines[0]).toBe('Name,SKU,Category,Price,Sale price,Stock,Stock by size/colour,Status');
    expect(lines[1]).toBe("'=Festive Gift Hamper,FGH-1,Gifting,1001,,25,,Active");
    expect(lines[2]).toBe('Hamper 1,H-1,Décor,1010,,5,,Active');
    restore();
  });

  it('warns before leaving an edited form, and not after it was saved or its product deleted', async () => {
    const leave = async () =>
      userEvent.click(
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Admin' }),
      );
    const { api } = renderPage({
      'PUT /api/Product/2': () => ok(catalogue[1]),
      'DELETE /api/Product/1': () => ok(null),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Printed Tote Bag' }));
    await userEvent.type(screen.getByLabelText(/^Name/), ' XL');
    await leave();
    const dialog = await screen.findByRole('dialog', { name: PRODUCT_UNSAVED_TEXT.title });
    await userEvent.click(within(dialog).getByRole('button', { name: PRODUCT_UNSAVED_TEXT.stay }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Printed Tote Bag XL');

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Product/2')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();

    // Edited again, then the product itself is deleted: nothing is left to lose.
    await userEvent.click(screen.getByRole('button', { name: 'Edit =Festive Gift Hamper' }));
    await userEvent.type(screen.getByLabelText(/^Name/), ' XL');
    await userEvent.click(screen.getByRole('button', { name: 'Delete =Festive Gift Hamper' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await leave();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Add a product' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: PRODUCT_UNSAVED_TEXT.title })).not.toBeInTheDocument();
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
    await userEvent.click(await screen.findByRole('button', { name: 'Edit =Festive Gift Hamper' }));
    verifyAs = customer;
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PRODUCT_TEXT.actionDenied)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/Product/1')).toHaveLength(0);
  });

  it('logs out a non-admin on load with the access message', async () => {
    const { store } = renderPage({
      'GET /api/Auth/verify-token': (call) =>
        call.headers.get('authorization') ? ok({ valid: true, user: customer }) : fail(401, 'Authentication required'),
    });
    expect(await screen.findByText(PRODUCT_TEXT.accessPageDenied)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(await screen.findByText('Admin login page?returnTo=%2Fadmin%2Fproduct-entry')).toBeInTheDocument();
    expect(screen.getAllByText(PRODUCT_TEXT.accessPageDenied)).toHaveLength(1);
  });

  it("logs out when the verification itself fails (a server error), with the server's message", async () => {
    const { api, store } = renderPage({
      'GET /api/Auth/verify-token': () => fail(500, 'Verification service unavailable'),
    });
    expect(await screen.findByText('Verification service unavailable')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
    expect(store.getState().auth.refreshToken).toBeNull();
    expect(await screen.findByText('Admin login page?returnTo=%2Fadmin%2Fproduct-entry')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/User/logout')).toHaveLength(1);
  });

  it('sends the admin to the login with Session expired when a save is answered 401 after a failed refresh', async () => {
    const { store } = renderPage({
      'PUT /api/Product/1': () => fail(401, 'Token expired'),
      'POST /api/Auth/refresh-token': () => fail(401, 'Revoked'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit =Festive Gift Hamper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PRODUCT_TEXT.sessionExpired)).toBeInTheDocument();
    expect(
      await screen.findByText('Admin login page?session=expired&returnTo=%2Fadmin%2Fproduct-entry'),
    ).toBeInTheDocument();
    expect(store.getState().auth.accessToken).toBeNull();
  });
});
