import { act, screen } from '@testing-library/react';
import { cartActions } from '@/features/cart';
import { CHECKOUT_TEXT } from '@/features/checkout';
import { ROUTES } from '@/shared/config/routes';
import { hamper } from '@/test/checkoutFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import CheckoutPage from '.';

describe('the checkout page', () => {
  it('says the bag is empty when it is', () => {
    installFakeApi({});
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByText(CHECKOUT_TEXT.emptyBag)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.backToShop })).toHaveAttribute('href', ROUTES.products);
  });

  it('shows the checkout form once the bag has a line', async () => {
    installFakeApi({
      'POST /api/Order/quote': () =>
        ok({
          lines: [],
          subtotal: 0,
          shippingCost: 0,
          discount: 0,
          discountCode: null,
          totalAmount: 0,
          deliveryMethod: 'standard',
        }),
    });
    const { store } = renderWithProviders(<CheckoutPage />);
    act(() => {
      store.dispatch(cartActions.lineAdded(hamper));
    });
    expect(await screen.findByRole('form', { name: CHECKOUT_TEXT.formLabel })).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TEXT.emptyBag)).not.toBeInTheDocument();
  });
});
