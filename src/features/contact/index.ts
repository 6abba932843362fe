export { contactApi, useSendContactMessageMutation } from './api/contactApi';
export { CONTACT_DELAY_MS, CONTACT_TEXT } from './model/texts';
export { ContactForm } from './ui/ContactForm';
