import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { showApp } from '@/shared/lib/prerenderedPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { OffersTicker } from './OffersTicker';
import './layout.scss';

/** Rendered next to the page inside its Suspense boundary: its effect runs once the page (not the spinner) is on screen. */
function PageShown() {
  useEffect(showApp, []);
  return null;
}

export function PublicLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <Header />
      <OffersTicker />
      <main id="main-content" className="site-main flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </main>
      <Footer />
      <ChatButton />
    </div>
  );
}
