import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetMyOrdersQuery } from '../api/ordersApi';
import { ORDER_TEXT } from '../model/types';
import { OrderCard } from './OrderCard';

/** The account page's Orders tab: the customer's orders, newest first, or a way to the shop. */
export function OrderList() {
  const { data: orders = [], isLoading, error, refetch } = useGetMyOrdersQuery();

  let body;
  if (isLoading) {
    body = <PageLoader />;
  } else if (error) {
    body = <ErrorBanner message={errorMessage(error, ORDER_TEXT.fetchFailed)} onRetry={() => void refetch()} />;
  } else if (orders.length === 0) {
    body = (
      <div className="text-center py-4">
        <p>{ORDER_TEXT.empty}</p>
        <Link className="btn btn-primary" to={ROUTES.products}>
          {ORDER_TEXT.startShopping}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="h4 mb-3">
        Your orders
      </h2>
      {body}
    </section>
  );
}
