import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageShown } from '@/shared/ui/PageShown';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { OffersTicker } from './OffersTicker';
import './layout.scss';

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
