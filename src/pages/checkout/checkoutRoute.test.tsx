import { waitFor } from '@testing-library/react';
import { ROUTES } from '@/shared/config/routes';
import { installFakeApi } from '@/test/fakeApi';
import { renderRoutesAt } from '@/test/renderRoutes';

describe('the checkout routes', () => {
  it.each([ROUTES.checkout, '/checkout/confirmation/UE-20250901-00001'])('send a logged-out visitor from %s to the login page, keeping the origin', async (path) => {
    installFakeApi({});
    const { router } = renderRoutesAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.state).toEqual({ from: { pathname: path, search: '', hash: '' } });
  });
});
