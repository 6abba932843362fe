// The address book's texts in one place (tests import them).

export const ADDRESS_TEXT = {
  fetchFailed: 'Failed to fetch addresses',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address',
  saveFailed: 'Failed to save address',
  // The account page's own texts (the spec leaves them out).
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted successfully!',
  defaultSet: 'Default address updated!',
  empty: 'You have no saved addresses yet.',
  deleteTitle: 'Delete this address?',
  defaultBadge: 'Default',
} as const;
