import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageShown } from '@/shared/ui/PageShown';
import { Footer } from './Footer';
import { Header } from './Header';
import type { NavLinkItem } from './navLinks';
import { OffersTicker } from './OffersTicker';
import './layout.scss';

// The floating chat button comes after the first render, in a small chunk of its own (with what
// keeps it off the page's content): the first scripts of every page stay small.
const ChatButton = lazy(() =>
  import(/* webpackChunkName: "floating" */ './ChatButton').then((module) => ({ default: module.ChatButton })),
);

/** The menus come from the app's route table (app/navigation.ts), which widgets cannot import. */
export interface PublicLayoutProps {
  headerLinks: NavLinkItem[];
  footerLinks: NavLinkItem[];
}

export function PublicLayout({ headerLinks, footerLinks }: PublicLayoutProps) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <Header links={headerLinks} />
      <OffersTicker />
      <main id="main-content" className="site-main flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </main>
      <Footer links={footerLinks} />
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
    </div>
  );
}
