import { GST_STATE_CODES } from '@/content/policies/gst';
import type { SellerProfile, SellerProfileInput } from '@/shared/contract/sellerProfile';
import { lazySchema } from '@/shared/ui/form';

/** The form's rules: the schema the server validates `PUT /api/admin/billing/seller` with, from the same state codes. */
export const sellerProfileFormSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-seller-profile" */ '@/shared/contract/sellerProfile').then((m) =>
    m.createSellerProfileSchema(GST_STATE_CODES),
  ),
);

export type SellerProfileFormValues = Required<SellerProfileInput>;

export const sellerFormValues = (profile: SellerProfile): SellerProfileFormValues => ({
  legalName: profile.legalName,
  address: profile.address,
  state: profile.state,
  gstin: profile.gstin,
});

export const SELLER_FIELDS = ['legalName', 'address', 'state', 'gstin'] as const;
