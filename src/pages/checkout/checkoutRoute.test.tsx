import { render, waitFor } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '@/app/routes';
import { createAppStore } from '@/app/store';
import { authActions } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { installFakeApi } from '@/test/fakeApi';

describe('the checkout routes', () => {
  it.each([ROUTES.checkout, '/checkout/confirmation/UE-20250901-00001'])('send a logged-out visitor from %s to the login page, keeping the origin', async (path) => {
    installFakeApi({});
    const { store } = createAppStore();
    store.dispatch(authActions.sessionChecked());
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <HelmetProvider>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </HelmetProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
  });
});
