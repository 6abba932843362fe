import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { chatLink } from '@/content/contact';
import { ROUTES } from '@/shared/config/routes';
import { watchStepAside } from '@/shared/ui/floating/stepAside';
import { WhatsAppIcon } from '@/shared/ui/icons';

export const CHAT_BUTTON_LABEL = 'Chat with us on WhatsApp (opens in a new tab)';

/**
 * Pages that are one form: the floating button would sit on its fields and text (on a phone it
 * covers the end of every line it floats over), and the visitor is busy with the form anyway.
 */
const FORM_PAGES: readonly string[] = [
  ROUTES.checkout,
  ROUTES.register,
  ROUTES.login,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.onlineBooking,
];
/** The booking wizard's sticky Next bar and the manage page's reschedule form: the button covered Next at 375 px. */
const isFormPage = (pathname: string) => FORM_PAGES.includes(pathname) || pathname.startsWith('/booking/manage/');

/**
 * The floating WhatsApp-style chat button: opens a chat with a prefilled message (spec: Screens and
 * routes). It never sits on the page's content: it steps aside while anything is under it, and
 * the footer keeps a strip free for it at the end of every page, where it always shows.
 */
export function ChatButton() {
  const { pathname } = useLocation();
  if (isFormPage(pathname)) return null;
  return <FloatingChatButton />;
}

function FloatingChatButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  // Aside until the watcher has looked under it.
  const [aside, setAside] = useState(true);
  useEffect(() => (ref.current ? watchStepAside(ref.current, setAside) : undefined), []);
  return (
    <a
      ref={ref}
      className={`chat-button${aside ? ' chat-button--aside' : ''}`}
      href={chatLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={CHAT_BUTTON_LABEL}
      title="Chat with us"
    >
      <WhatsAppIcon size={28} />
    </a>
  );
}
