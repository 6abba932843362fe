export { Footer } from './Footer';
export { Header } from './Header';
export { PublicLayout } from './PublicLayout';
