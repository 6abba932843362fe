import { WISHLIST_TEXT, WishlistList } from '@/features/wishlist';
import { ROUTES } from '@/shared/config/routes';
import { ContentPage } from '@/shared/ui/ContentPage';

/** /wishlist: the products a guest (in this browser) or a customer (on every device) saved. */
export default function WishlistPage() {
  return (
    <ContentPage
      meta={{ title: WISHLIST_TEXT.title, description: WISHLIST_TEXT.description }}
      canonicalPath={ROUTES.wishlist}
    >
      <WishlistList />
    </ContentPage>
  );
}
