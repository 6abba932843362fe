import { Link } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { selectCartLines } from '@/features/cart';
import { CHECKOUT_TEXT, CheckoutForm } from '@/features/checkout';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageMeta } from '@/shared/ui/PageMeta';

/** /checkout (open to guests, see the route table): the bag becomes an order; the checkout feature's form does the work. */
export default function CheckoutPage() {
  const lines = useFeatureSelector(selectCartLines);
  return (
    <>
      <PageMeta {...PAGE_META.checkout} />
      <section className="container py-4 py-md-5">
        <h1 className="mb-4">{PAGE_META.checkout.title}</h1>
        {lines.length === 0 ? (
          <>
            <p className="lead">{CHECKOUT_TEXT.emptyBag}</p>
            <Link to={ROUTES.products} className="btn btn-primary">
              {CHECKOUT_TEXT.backToShop}
            </Link>
          </>
        ) : (
          <CheckoutForm lines={lines} />
        )}
      </section>
    </>
  );
}
