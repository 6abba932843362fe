import { lazySchema } from '@/shared/ui/form';

/** The ship form's rules: the schema the server validates `POST /api/admin/orders/:id/ship` with, loaded on first use. */
export const shipFormSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-order-after", webpackPrefetch: true */ '@/shared/contract/adminOrder').then(
    (m) => m.shipOrderSchema,
  ),
);

export const emptyShipForm = { courierName: '', trackingNumber: '' };
