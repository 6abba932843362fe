export const BILLING_ADMIN_TEXT = {
  title: 'Billing',
  sellerHeading: 'Seller on tax invoices',
  sellerLead:
    'Printed on every new invoice and credit note. Documents already issued keep the details they were printed with.',
  usingDefaults:
    'These are the server’s settings (COMPANY_LEGAL_NAME, COMPANY_ADDRESS, COMPANY_STATE, COMPANY_GSTIN) until you save.',
  lastSaved: (when: string) => `Last saved ${when} (IST).`,
  legalName: 'Legal name',
  legalNameHint: 'As on the GST registration certificate',
  address: 'Registered address',
  state: 'State',
  statePlaceholder: 'Choose a state',
  stateOption: (state: string, code: string) => `${state} (${code})`,
  gstin: 'GSTIN',
  gstinHint: '15 characters; the first two are the state’s GST code',
  save: 'Save seller details',
  saved: 'Seller details saved.',
  loadFailed: 'The seller details could not be loaded. Please try again.',
  saveFailed: 'The seller details could not be saved. Please try again.',
} as const;
