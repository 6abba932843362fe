export { CONTACT_TEXT } from './model/text';
export { ContactForm } from './ui/ContactForm';
