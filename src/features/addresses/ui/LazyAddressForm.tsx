import { Suspense, lazy } from 'react';
import { PageLoader } from '@/shared/ui/PageLoader';
import type { AddressFormProps } from './AddressForm';

const AddressForm = lazy(() => import(/* webpackChunkName: "address-form" */ './AddressForm').then((module) => ({ default: module.AddressForm })));

/**
 * The address form, loaded when it is first opened (Add new address, Edit, or a checkout without
 * saved addresses): the account and checkout pages paint without formik and the form's fields.
 */
export function LazyAddressForm(props: AddressFormProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <AddressForm {...props} />
    </Suspense>
  );
}
