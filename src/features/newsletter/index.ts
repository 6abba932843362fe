export { newsletterApi, useSubscribeMutation } from './api/newsletterApi';
export { NEWSLETTER_DELAY_MS, NEWSLETTER_TEXT } from './model/texts';
export { NewsletterForm } from './ui/NewsletterForm';
