// Texts of the customer account page (spec admin-and-account.md, Screens and routes).

export const ACCOUNT_TEXT = {
  tabs: { profile: 'Profile', orders: 'Orders', addresses: 'Addresses' },
  logout: 'Logout',
  welcome: (firstName: string) => `Welcome back, ${firstName}!`,
  menuLabel: 'Account sections',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  /** The page's own fallback (spec: Error catalogue "Screens"), when the server answered without a message. */
  fetchDataFailed: 'Failed to fetch data',
} as const;

export type AccountTab = keyof typeof ACCOUNT_TEXT.tabs;

export const ACCOUNT_TABS = Object.keys(ACCOUNT_TEXT.tabs) as AccountTab[];

/** The tab named in `?tab=`, the profile otherwise. */
export function toAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab) ? (value as AccountTab) : 'profile';
}
