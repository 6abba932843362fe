export { Footer } from './Footer';
export { Header, HEADER_TEXT } from './Header';
export { HeaderActions } from './HeaderActions';
export { OffersTicker } from './OffersTicker';
export type { NavLinkItem } from './navLinks';
export { PublicLayout } from './PublicLayout';
