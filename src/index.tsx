import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installPopStateFirst } from './shared/lib/popStateFirst';
import { showApp } from './shared/lib/prerenderedPage';
import './app/styles/index.scss';

// Before the router adds its popstate listener: page handlers that must see Back first (the
// product form's unsaved-changes guard) run from this one.
installPopStateFirst();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A transition lets React render the first page in slices, so the phone's main thread is never
// blocked for long while the page becomes interactive.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The page shows the app as soon as its first page has rendered (PublicLayout). Should that never
// happen (a page that fails), the snapshot still gives way rather than stay inert for good.
window.setTimeout(() => showApp(true), 10_000);
