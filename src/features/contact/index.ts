export { contactApi, useSendContactMessageMutation } from './api/contactApi';
export { CONTACT_TEXT } from './model/text';
export { CONTACT_DELAY_MS } from './model/timing';
export { ContactForm } from './ui/ContactForm';
