export { UNSUBSCRIBE_TEXT } from './model/text';
export { NewsletterForm } from './ui/NewsletterForm';
export { UnsubscribeConfirm } from './ui/UnsubscribeConfirm';
