import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createAppStore } from '@/app/store';
import { routes } from '@/app/routes';
import { authActions } from '@/features/auth';
import { ToastHost } from '@/shared/ui/toasts';
import { customerSession, demoCustomer, homeAddress, oneItemOrder, sixItemOrder } from '@/test/accountFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import UserProfilePage from '.';

// Whole-app flows with lazily loaded pages: slower than a unit test on a busy machine.
jest.setTimeout(20_000);

function renderApp(path: string) {
  const { store } = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  return { store, router };
}

function accountApi() {
  let profile = { ...demoCustomer };
  return installFakeApi({
    'GET /api/User/profile': () => ok(profile),
    'GET /api/Order/user': () => ok([oneItemOrder, sixItemOrder]),
    'GET /api/Address/user': () => ok([homeAddress]),
    'POST /api/Auth/login': () => ok(customerSession),
    'POST /api/User/logout': () => ok(null),
    'PUT /api/User/profile': (call) => {
      profile = { ...profile, ...(call.body as object) };
      return ok(profile);
    },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

describe('/user/profile', () => {
  it('shows Loading... while the session is being determined', async () => {
    accountApi();
    renderApp('/user/profile');
    // (The header's bag announcer is a status region too, empty until something is added.)
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading...'),
    );
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to /, and logging in from the header brings them back', async () => {
    accountApi();
    const { store, router } = renderApp('/user/profile?tab=orders');
    act(() => {
      store.dispatch(authActions.sessionChecked());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Both of the account page's texts (admin document, Screens and routes), on the page the visitor lands on.
    const notices = screen.getByTestId('toasts-notices');
    expect(await within(notices).findByText('Please login to view your profile')).toBeInTheDocument();
    expect(within(notices).getByText('You need to be logged in to access this page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await heading('Log in');
    expect(within(screen.getByRole('main')).getByText('Please login to view your profile')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), demoCustomer.email);
    await userEvent.type(screen.getByLabelText(/Password/), 'Customer@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await heading('My Account');
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/profile?tab=orders');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Orders/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Failed to fetch data' when the profile call is answered without a message", async () => {
    installFakeApi({
      'GET /api/User/profile': () => ({ status: 502, body: 'Bad gateway' }),
      'GET /api/Order/user': () => ok([]),
      'GET /api/Address/user': () => ok([]),
    });
    const { store } = renderApp('/user/profile');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    await heading('My Account');
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
  });

  it('on a failed token refresh says "Session expired. Please login again." and offers the login, then comes back', async () => {
    installFakeApi({
      'GET /api/User/profile': () => ({ status: 401, body: { isSuccess: false, message: 'Access token expired' } }),
      'GET /api/Order/user': () => ({ status: 401, body: { isSuccess: false, message: 'Access token expired' } }),
      'POST /api/Auth/refresh-token': () => ({
        status: 401,
        body: { isSuccess: false, message: 'Refresh token revoked' },
      }),
    });
    const { store, router } = renderApp('/user/profile?tab=orders');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    expect(
      await within(screen.getByTestId('toasts-errors')).findByText('Session expired. Please login again.'),
    ).toBeInTheDocument();
    await heading('Log in');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.accessToken).toBeNull();
    expect(
      within(screen.getByTestId('toasts-errors')).getAllByText('Session expired. Please login again.'),
    ).toHaveLength(1);
  });

  it('shows the menu with the order count, the profile, and the shop and policy links', async () => {
    accountApi();
    const { store, router } = renderApp('/user/profile');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    await heading('My Account');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', expect.stringMatching(/^Orders/), 'Addresses']);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Orders/ })).toHaveTextContent('Orders2'));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const profile = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(profile).getByText('Phone').nextSibling).toHaveTextContent('Not provided');
    expect(within(profile).getByText('Role').nextSibling).toHaveTextContent('Customer');
    expect(within(profile).getByText('Email').nextSibling).toHaveTextContent(demoCustomer.email);
    const main = within(screen.getByRole('main'));
    // Beside the menu on wide screens, after the content on narrow ones (CSS shows one of the two).
    const hrefs = (name: string) => main.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs('Start Shopping')).toEqual(['/products', '/products']);
    expect(hrefs('Terms and Conditions')).toEqual(['/terms-and-conditions', '/terms-and-conditions']);
    expect(hrefs('Privacy Policy')).toEqual(['/privacy-policy', '/privacy-policy']);

    await userEvent.click(screen.getByRole('tab', { name: /Addresses/ }));
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Addresses' })).findByText(homeAddress.street),
    ).toBeInTheDocument();
  });

  it('edits the name and phone only, and the page follows', async () => {
    const api = accountApi();
    const { store } = renderApp('/user/profile');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    await heading('My Account');
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    // The editor's code loads when it is opened.
    await userEvent.clear(await screen.findByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/First name/), 'Priyanka');
    await userEvent.type(screen.getByLabelText(/Phone/), '+91 98100 00002');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Welcome back, Priyanka!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/User/profile')[0].body).toEqual({
      firstName: 'Priyanka',
      lastName: 'Sharma',
      phone: '+91 98100 00002',
    });
    expect(screen.getByText('Phone').nextSibling).toHaveTextContent('+91 98100 00002');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(store.getState().auth.user?.firstName).toBe('Priyanka');
  });

  it('logs out from the menu: session cleared, home page, no "log in" prompt', async () => {
    const api = accountApi();
    const { store, router } = renderApp('/user/profile');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    await heading('My Account');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(screen.queryByText('You need to be logged in to access this page')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/User/logout')[0]?.body).toEqual({ refreshToken: 'ref' }));
  });
});

describe('UserProfilePage without a user', () => {
  it('says a login is needed and links to it', () => {
    installFakeApi({});
    renderWithProviders(<UserProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Please login to view your profile' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
