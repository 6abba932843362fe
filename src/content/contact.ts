import { COMPANY } from './company';

/** Statistics tiles of /contact-us (spec: What the product does). */
export const CONTACT_TILES = [
  { value: '11K+', label: 'happy customers' },
  { value: '2 hrs', label: 'average response' },
  { value: '4.9', label: 'rating' },
  { value: '98%', label: 'resolution' },
] as const;

/** The prefilled chat message of the WhatsApp-style button and the chat channel. */
export const CHAT_MESSAGE = `Hello ${COMPANY.name}! I would like to plan an event. Can you help me?`;

/** wa.me link that opens a chat with the message typed in. */
export const chatLink = (message: string = CHAT_MESSAGE) =>
  `https://wa.me/${COMPANY.whatsappNumber}?text=${encodeURIComponent(message)}`;

/** The three contact channels: call, chat link, e-mail link. */
export const CONTACT_CHANNELS = [
  { kind: 'call', title: 'Call us', text: COMPANY.phone, href: COMPANY.phoneHref, external: false },
  { kind: 'chat', title: 'Chat with us', text: 'Start a WhatsApp chat', href: chatLink(), external: true },
  { kind: 'email', title: 'E-mail us', text: COMPANY.email, href: `mailto:${COMPANY.email}`, external: false },
] as const;
