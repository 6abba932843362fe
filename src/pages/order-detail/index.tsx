import { Link, useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { ORDER_TEXT, OrderDetailView, useGetOrderDetailQuery } from '@/features/orders';
import { errorMessage, errorStatus } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';

/** /user/orders/:orderNumber (logged-in customers): one order of theirs; anyone else's is "not found". */
export default function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { data: order, isLoading, error, refetch } = useGetOrderDetailQuery(orderNumber);
  const missing = errorStatus(error) === 404;
  return (
    <>
      <PageMeta {...PAGE_META.orderDetail} title={ORDER_TEXT.detail.title(orderNumber)} />
      <section className="container py-4 py-md-5" style={{ maxWidth: 900 }}>
        <p className="d-print-none">
          <Link to={`${ROUTES.userProfile}?tab=orders`}>{ORDER_TEXT.detail.backToOrders}</Link>
        </p>
        <h1 className="mb-3">{ORDER_TEXT.detail.title(orderNumber)}</h1>
        {isLoading && <PageLoader />}
        {missing && <p className="lead">{ORDER_TEXT.detail.notFound}</p>}
        {error && !missing && (
          <ErrorBanner message={errorMessage(error, ORDER_TEXT.detail.fetchFailed)} onRetry={() => void refetch()} />
        )}
        {order && <OrderDetailView order={order} />}
      </section>
    </>
  );
}
