export { useDownloadBillingFileMutation } from './api/billingAdminApi';
export { BILLING_ADMIN_TEXT } from './model/text';
export { SellerProfileForm } from './ui/SellerProfileForm';
export { TaxDocumentsSection } from './ui/TaxDocumentsSection';
