import type { AdminCustomer, AdminCustomerDetail, AdminCustomerSort } from '../../../src/shared/contract/adminCustomer';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/lib/httpError';
import { likePattern, type ListParams } from '../../platform/lib/listParams';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** The back office's customers: the accounts, and one person with everything matched to them. */
export function customersService(ctx: Pick<AppContext, 'store'>) {
  const { store } = ctx;
  return {
    list: (params: ListParams<AdminCustomerSort>): Promise<{ items: AdminCustomer[]; total: number }> =>
      store.customers.list({
        pattern: params.q ? likePattern(params.q) : undefined,
        sort: params.sort,
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      }),

    async detail(id: number): Promise<AdminCustomerDetail> {
      const customer = await store.customers.find(id);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return { customer, ...(await store.customers.activityOf(customer.id, customer.email)) };
    },
  };
}
