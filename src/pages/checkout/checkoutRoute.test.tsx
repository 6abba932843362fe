import { screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@/shared/config/routes';
import { installFakeApi } from '@/test/fakeApi';
import { renderRoutesAt } from '@/test/renderRoutes';

describe('the checkout routes', () => {
  it.each([ROUTES.checkout, '/checkout/confirmation/UE-20250901-00001'])(
    'are open to a logged-out visitor (guest checkout): %s',
    async (path) => {
      installFakeApi({});
      const { router } = renderRoutesAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it("sends a logged-out visitor away from an order's page, keeping the origin", async () => {
    installFakeApi({});
    const path = '/user/orders/UE-20250901-00001';
    const { router } = renderRoutesAt(path);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });
});
