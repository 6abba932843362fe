import { type PageMetaContent } from './types';

// The customer account and its auth screens.
export const userProfile = {
  title: 'My Account',
  description: 'Your profile, orders and saved addresses.',
} satisfies PageMetaContent;
export const orderDetail = {
  title: 'Your order',
  description: 'An order: items, delivery, payment, status and returns.',
} satisfies PageMetaContent;
export const login = { title: 'Log in', description: 'Log in to your Utsav Events account.' } satisfies PageMetaContent;
export const register = {
  title: 'Create an account',
  description: 'Create an Utsav Events account to track orders and save addresses.',
} satisfies PageMetaContent;
export const forgotPassword = {
  title: 'Forgot password',
  description: 'Get a link to reset your password.',
} satisfies PageMetaContent;
export const resetPassword = {
  title: 'Reset password',
  description: 'Choose a new password for your account.',
} satisfies PageMetaContent;
export const newsletterUnsubscribe = {
  title: 'Unsubscribe from the newsletter',
  description: 'Stop receiving the Utsav Events newsletter.',
} satisfies PageMetaContent;
