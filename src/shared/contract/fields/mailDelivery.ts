/**
 * Whether a promised e-mail has left: `sent`, or `queued` when the mail server did not take it in
 * time (it is retried and arrives later). Texts that say "has been sent" are shown only for `sent`.
 */
export type MailDelivery = 'sent' | 'queued';
