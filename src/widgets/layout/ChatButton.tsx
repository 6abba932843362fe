import { chatLink } from '@/content/contact';
import { WhatsAppIcon } from '@/shared/ui/icons';

export const CHAT_BUTTON_LABEL = 'Chat with us on WhatsApp (opens in a new tab)';

/** The floating WhatsApp-style chat button: opens a chat with a prefilled message (spec §2). */
export function ChatButton() {
  return (
    <a className="chat-button" href={chatLink()} target="_blank" rel="noopener noreferrer" aria-label={CHAT_BUTTON_LABEL} title="Chat with us">
      <WhatsAppIcon size={28} />
    </a>
  );
}
