import { PageLoader } from '@/shared/ui/PageLoader';
import { loadOnRender } from './loadOnRender';
import type { AddressFormProps } from './AddressForm';
import './addressForm.scss';

/**
 * The address form, loaded when it is first opened (Add new address, Edit, or a checkout without
 * saved addresses): the account and checkout pages paint without formik and the form's fields.
 * It never suspends, so a guest's checkout is shown while the form is still on its way, with the
 * form's room kept.
 */
export const LazyAddressForm = loadOnRender<AddressFormProps>(
  () => import(/* webpackChunkName: "address-form" */ './AddressForm').then((module) => module.AddressForm),
  <div className="address-form-pending">
    <PageLoader />
  </div>,
);
