export { newsletterApi, useSubscribeMutation } from './api/newsletterApi';
export { NEWSLETTER_TEXT, UNSUBSCRIBE_TEXT } from './model/text';
export { NEWSLETTER_DELAY_MS } from './model/timing';
export { NewsletterForm } from './ui/NewsletterForm';
export { unsubscribeApi, useUnsubscribeMutation, useUnsubscribeStatusQuery } from './api/unsubscribeApi';
export { UnsubscribeConfirm } from './ui/UnsubscribeConfirm';
