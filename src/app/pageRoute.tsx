import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ACCOUNT_LOGIN_REQUIRED, RequireAuth } from '@/features/auth';
import { NOT_FOUND_PATH, isPage, type PageLoader, type RouteEntry } from './routeTable/model';

// Every page is its own chunk (React.lazy), so a visitor downloads only the page they open. Paths
// that show the same page share one lazy component, so moving between them keeps the page mounted.
const lazyPages = new Map<PageLoader, ComponentType>();
function lazyPage(load: PageLoader): ComponentType {
  let Page = lazyPages.get(load);
  if (!Page) lazyPages.set(load, (Page = lazy(load)));
  return Page;
}

/** A route table entry as a react-router route below `parent` (an index route when it is the parent's own path). */
export function pageRoute(entry: RouteEntry, parent = ''): RouteObject {
  const path = entry.path === NOT_FOUND_PATH ? NOT_FOUND_PATH : entry.path.slice(parent.length + 1);
  let element;
  if (!isPage(entry)) element = <Navigate to={entry.redirect} replace />;
  else {
    const Page = lazyPage(entry.page);
    element =
      entry.guard === 'customer' ? (
        <RequireAuth explanation={ACCOUNT_LOGIN_REQUIRED}>
          <Page />
        </RequireAuth>
      ) : (
        <Page />
      );
  }
  return path ? { path, element } : { index: true, element };
}
