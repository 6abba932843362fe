import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import type { WishlistProduct } from '@/shared/contract/wishlist';
import { installFakeApi, ok } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderWithProviders } from '@/test/renderWithProviders';
import { toWishlistProduct } from '../api/wishlistApi';
import { WISHLIST_TEXT } from '../model/text';
import { wishlistActions } from '../model/wishlistSlice';
import { WishlistButton } from './WishlistButton';
import { WishlistLink } from './WishlistLink';
import { WishlistList } from './WishlistList';

const chai = makeProduct({
  id: 101,
  name: 'Assam Masala Chai Hamper',
  price: 1299,
  salePrice: 999,
  slug: 'assam-masala-chai-hamper',
  images: [{ imageUrl: '/uploads/assam.webp' }],
});
const tee = makeProduct({
  id: 208,
  name: 'Workshop Tee',
  slug: 'workshop-tee',
  variants: [{ id: 1, size: 'S', colour: 'beige', stockQuantity: 2, lowStockThreshold: 5 }],
});
const customer = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};

function renderWishlist() {
  return renderWithProviders(
    <>
      <WishlistLink />
      <WishlistButton productId={101} />
      <WishlistList />
    </>,
  );
}

describe('the wishlist', () => {
  it("keeps a guest's products in the browser: heart, header count, page rows with today's price, Move to bag and Remove", async () => {
    installFakeApi({ 'GET /api/Product/101': () => ok(chai), 'GET /api/Product/208': () => ok(tee) });
    const { store } = renderWishlist();
    expect(screen.getByText(WISHLIST_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');

    await userEvent.click(screen.getByRole('button', { name: WISHLIST_TEXT.add }));
    expect(screen.getByRole('button', { name: WISHLIST_TEXT.inWishlist })).toBeInTheDocument();
    act(() => {
      store.dispatch(wishlistActions.added(208));
    });
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    expect(store.getState().wishlist.productIds).toEqual([208, 101]);

    const rows = await screen.findAllByTestId('wishlist-row');
    await waitFor(() => expect(screen.getAllByTestId('wishlist-row')).toHaveLength(2));
    const chaiRow = screen.getAllByTestId('wishlist-row').find((row) => row.textContent?.includes('Assam'))!;
    expect(rows.length).toBeGreaterThan(0);
    expect(within(chaiRow).getByRole('link', { name: 'Assam Masala Chai Hamper' })).toHaveAttribute(
      'href',
      '/product/assam-masala-chai-hamper',
    );
    expect(chaiRow).toHaveTextContent('₹999');
    expect(chaiRow).toHaveTextContent('₹1,299');
    // Sized products are chosen on their page.
    expect(screen.getByRole('link', { name: WISHLIST_TEXT.chooseOptionsLabel('Workshop Tee') })).toHaveAttribute(
      'href',
      '/product/workshop-tee',
    );
    expect(
      screen.queryByRole('button', { name: WISHLIST_TEXT.moveToBagLabel('Workshop Tee') }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(chaiRow).getByRole('button', { name: WISHLIST_TEXT.moveToBagLabel('Assam Masala Chai Hamper') }),
    );
    expect(store.getState().cart.lines).toEqual([
      {
        id: 101,
        name: 'Assam Masala Chai Hamper',
        image: '/uploads/assam.webp',
        price: 999,
        description: '',
        quantity: 1,
      },
    ]);
    expect(store.getState().wishlist.productIds).toEqual([208]);
    expect(screen.getByText(WISHLIST_TEXT.movedToBag('Assam Masala Chai Hamper'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: WISHLIST_TEXT.removeLabel('Workshop Tee') }));
    expect(store.getState().wishlist.productIds).toEqual([]);
    expect(screen.getByText(WISHLIST_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  });

  it("merges the guest's products into the customer's list at login, then shows and changes the server's list", async () => {
    let serverList: WishlistProduct[] = [toWishlistProduct(tee)];
    const api = installFakeApi({
      'GET /api/wishlist': () => ok({ items: serverList }),
      'PUT /api/wishlist': () => {
        serverList = [toWishlistProduct(chai), ...serverList];
        return ok({ items: serverList });
      },
      'DELETE /api/wishlist/208': () => {
        serverList = serverList.filter((item) => item.productId !== 208);
        return ok({ items: serverList });
      },
    });
    const { store } = renderWishlist();
    act(() => {
      store.dispatch(wishlistActions.added(101));
    });
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user: customer }));
    });
    await waitFor(() => expect(api.callsTo('PUT', '/api/wishlist')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/wishlist')[0].body).toEqual({ productIds: [101] });
    await waitFor(() => expect(store.getState().wishlist.productIds).toEqual([]));
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WISHLIST_TEXT.inWishlist })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: WISHLIST_TEXT.removeLabel('Workshop Tee') }));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/wishlist/208')).toHaveLength(1);
    // One merge only, however often the page renders.
    expect(api.callsTo('PUT', '/api/wishlist')).toHaveLength(1);
  });
});
