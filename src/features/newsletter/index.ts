export { newsletterApi, useSubscribeMutation } from './api/newsletterApi';
export { NEWSLETTER_DELAY_MS, NEWSLETTER_TEXT } from './model/texts';
export { NewsletterForm } from './ui/NewsletterForm';
export { unsubscribeApi, useUnsubscribeMutation, useUnsubscribeStatusQuery } from './api/unsubscribeApi';
export { UNSUBSCRIBE_TEXT } from './model/unsubscribeText';
export { UnsubscribeConfirm } from './ui/UnsubscribeConfirm';
