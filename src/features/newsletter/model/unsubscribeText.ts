/** Texts of the newsletter unsubscribe page (`/newsletter/unsubscribe?token=…`). */
export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe from the newsletter',
  description: 'Stop receiving the newsletter e-mails.',
  confirmIntro: (email: string) => `Do you want to stop receiving the newsletter at ${email}?`,
  confirm: 'Unsubscribe',
  confirming: 'Unsubscribing...',
  done: (email: string) => `${email} has been unsubscribed. You will receive no more newsletter e-mails from us.`,
  already: (email: string) => `${email} is not subscribed to the newsletter.`,
  noToken: 'This page needs the unsubscribe link from one of our e-mails. Please open the link from the e-mail again.',
  failed: 'We could not unsubscribe you just now. Please try again.',
  resubscribe: 'Changed your mind? You can subscribe again at the bottom of any page.',
} as const;
